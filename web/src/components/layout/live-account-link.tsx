import { useSession } from '../../lib/auth';
import { FirebaseProviders } from '../../lib/firebase-providers';
import { AccountAnchor } from './account-anchor';

function SignedInAccountLink() {
  const session = useSession();
  // Until Firebase answers, keep what the session hint said (signed in), so the link does not flip.
  return <AccountAnchor signedIn={session.status !== 'signed-out'} />;
}

/** Loaded only in browsers that were signed in: it brings Firebase Auth along. */
export default function LiveAccountLink() {
  return (
    <FirebaseProviders>
      <SignedInAccountLink />
    </FirebaseProviders>
  );
}

import { useSigninCheck } from 'reactfire';
import { FirebaseProviders } from '../../lib/firebase-providers';
import { AccountAnchor } from './account-anchor';

function SignedInAccountLink() {
  const { status, data } = useSigninCheck();
  // Until Firebase answers, keep what the session hint said (signed in), so the link does not flip.
  return <AccountAnchor signedIn={status !== 'success' || data.signedIn} />;
}

/** Loaded only in browsers that were signed in: it brings Firebase Auth along. */
export default function LiveAccountLink() {
  return (
    <FirebaseProviders>
      <SignedInAccountLink />
    </FirebaseProviders>
  );
}

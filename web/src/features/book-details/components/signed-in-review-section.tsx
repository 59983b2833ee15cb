import { lazy, Suspense } from 'react';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useSession } from '../../../lib/auth';
import { FirebaseProviders } from '../../../lib/firebase-providers';
import { LoginToReview } from './login-to-review';

// Loaded only for signed-in readers who open the reviews tab (it brings the zod schema along).
const ReviewForm = lazy(() => import('./review-form'));

function ReviewFormForUser({ productId }: { productId: string }) {
  const session = useSession();
  if (session.status === 'loading') return null;
  // Only a signed-out reader is sent to sign in: a phone shopper reviews with the verified number.
  const user = session.user;
  if (!user) return <LoginToReview />;
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <ReviewForm productId={productId} user={user} />
    </Suspense>
  );
}

/** Loaded only in browsers that were signed in: it brings Firebase Auth along. */
export default function SignedInReviewSection({ productId }: { productId: string }) {
  return (
    <FirebaseProviders>
      <ReviewFormForUser productId={productId} />
    </FirebaseProviders>
  );
}

import { Divider } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useSessionHint } from '../../../hooks/use-session-hint';
import { LoginToReview } from './login-to-review';

const SignedInReviewSection = lazy(() => import('./signed-in-review-section'));

/** The review form for signed-in users with an e-mail; a sign-in hint for everyone else. */
export function ReviewSection({ productId }: { productId: string }) {
  const maybeSignedIn = useSessionHint();
  return (
    <>
      <Divider my="lg" />
      {maybeSignedIn ? (
        <Suspense fallback={<LoadingSpinner />}>
          <SignedInReviewSection productId={productId} />
        </Suspense>
      ) : (
        <LoginToReview />
      )}
    </>
  );
}

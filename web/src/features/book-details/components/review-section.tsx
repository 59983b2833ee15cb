import { Divider } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useSessionHint } from '../../../hooks/use-session-hint';
import { LoginToReview } from './login-to-review';

const SignedInReviewSection = lazy(() => import('./signed-in-review-section'));

/** The review form for signed-in readers (a verified e-mail or number); a sign-in hint for the signed out. */
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

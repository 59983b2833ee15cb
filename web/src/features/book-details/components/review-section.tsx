import { Anchor, Divider, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useSigninCheck } from 'reactfire';
import { LoadingSpinner } from '../../../components/loading-spinner';

// Loaded only for signed-in readers who open the reviews tab (it brings the zod schema along).
const ReviewForm = lazy(() => import('./review-form'));

/** The review form for signed-in users with an e-mail; a sign-in hint for everyone else. */
export function ReviewSection({ productId }: { productId: string }) {
  const { status, data } = useSigninCheck();
  if (status === 'loading' || !data) return null;
  const user = data.signedIn ? data.user : null;
  return (
    <>
      <Divider my="lg" />
      {user?.email ? (
        <Suspense fallback={<LoadingSpinner />}>
          <ReviewForm productId={productId} name={user.displayName ?? ''} />
        </Suspense>
      ) : (
        <Text size="sm" c="dimmed">
          <Anchor component={Link} to="/login" c="teal.8">
            Login
          </Anchor>{' '}
          to write a review.
        </Text>
      )}
    </>
  );
}

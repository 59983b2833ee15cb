import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

export function LoginToReview() {
  return (
    <Text size="sm" c="dimmed">
      <Anchor component={Link} to="/login" c="teal.8">
        Login
      </Anchor>{' '}
      to write a review.
    </Text>
  );
}

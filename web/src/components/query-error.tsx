import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../lib/api-client';

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

/** A full-width notice shown where a page's data could not be loaded. */
type NotFoundNoticeProps = { title?: string; message?: string };

export function NotFoundNotice({ title = 'No Route Found', message }: NotFoundNoticeProps) {
  return (
    <Stack align="center" gap="sm" py={48} ta="center" role="alert">
      <Text fz={56} fw={700} c="teal.7" lh={1}>
        404
      </Text>
      <Title order={2}>{title}</Title>
      <Text c="dimmed">{message ?? 'The page you are looking for does not exist.'}</Text>
      <Button component={Link} to="/" variant="light" color="teal">
        Back to home
      </Button>
    </Stack>
  );
}

type QueryErrorProps = {
  error: unknown;
  /** Heading of the 404 notice, e.g. 'Book not found' (default 'No Route Found'). */
  notFoundTitle?: string;
};

export function QueryError({ error, notFoundTitle }: QueryErrorProps) {
  if (isNotFound(error)) {
    return (
      <NotFoundNotice
        title={notFoundTitle}
        message={error instanceof Error ? error.message : undefined}
      />
    );
  }
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <Alert color="red" variant="light" title="Could not load this page" my="lg" role="alert">
      {message} Please check your connection and try again.
    </Alert>
  );
}

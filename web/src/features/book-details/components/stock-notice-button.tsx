import { Button, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '@boi/domain/paths';
import { useSessionHint } from '../../../hooks/use-session-hint';
import { useRequestStockNotice } from '../api/request-stock-notice';

const LABEL = 'জানিয়ে দিন · Notify me';

/** A sold-out book's 'জানিয়ে দিন': one e-mail when it is back (sign-in first for a visitor). */
export function StockNoticeButton({ productId }: { productId: string }) {
  const signedIn = useSessionHint();
  const location = useLocation();
  const notice = useRequestStockNotice();

  if (!signedIn) {
    return (
      <Stack gap={4} align="flex-start">
        <Button
          component={Link}
          to={ROUTES.login}
          state={{ from: location.pathname }}
          variant="light"
        >
          {LABEL}
        </Button>
        <Text size="xs" c="dimmed">
          Login, and we will e-mail you when it is back.
        </Text>
      </Stack>
    );
  }
  if (notice.isSuccess) {
    return (
      <Text size="sm" c="teal.8" role="status">
        {notice.data.message}
      </Text>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="light"
        size="md"
        radius="xl"
        loading={notice.isPending}
        onClick={() => notice.mutate(productId)}
      >
        {LABEL}
      </Button>
      {notice.isError && (
        <Text size="sm" c="red.8" role="alert">
          {notice.error.message}
        </Text>
      )}
    </Stack>
  );
}

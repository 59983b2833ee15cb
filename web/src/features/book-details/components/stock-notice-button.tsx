import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '@boi/domain/paths/routes';
import { useSessionHint } from '../../../hooks/use-session-hint';
import { useRequestStockNotice } from '../api/request-stock-notice';

/** A sold-out book's 'জানিয়ে দিন': one e-mail when it is back (sign-in first for a visitor). */
export function StockNoticeButton({ productId }: { productId: string }) {
  const signedIn = useSessionHint();
  const location = useLocation();
  const notice = useRequestStockNotice();
  const { t } = useTranslation();

  if (!signedIn) {
    return (
      <Stack gap={4} align="flex-start">
        <Button
          component={Link}
          to={ROUTES.login}
          state={{ from: location.pathname }}
          variant="light"
        >
          {t('details.stockNotice.button')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('details.stockNotice.loginHint')}
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
        {t('details.stockNotice.button')}
      </Button>
      {notice.isError && (
        <Text size="sm" c="red.8" role="alert">
          {notice.error.message}
        </Text>
      )}
    </Stack>
  );
}

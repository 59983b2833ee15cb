import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { checkoutEmailInputSchema } from '@boi/domain/orders/checkout-email';
import { callableErrorMessage } from '../../../lib/callable-error';
import { useRequestCheckoutEmailLink } from '../api/request-checkout-email-link';

/**
 * Under a phone shopper's e-mail field: the shop mails a typed address only once its owner has
 * opened a link, so it offers that link (the mail carries only the shop's own text).
 */
export function CheckoutEmailLink({ email }: { email: string }) {
  const { t } = useTranslation();
  const request = useRequestCheckoutEmailLink();
  const typed = email.trim();
  const valid = checkoutEmailInputSchema.safeParse({ email: typed }).success;
  const sentTo = request.isSuccess ? request.variables.email : null;
  return (
    <Group gap="xs" mt={6} wrap="wrap">
      {sentTo === typed ? (
        <Text size="sm" c="teal.8" role="status">
          {t('checkout.emailLink.sent', { email: sentTo })}
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed">
            {t('checkout.emailLink.hint')}
          </Text>
          <Button
            variant="light"
            size="compact-sm"
            disabled={!valid}
            loading={request.isPending}
            onClick={() => request.mutate({ email: typed })}
          >
            {t('checkout.emailLink.send')}
          </Button>
        </>
      )}
      {request.isError && (
        <Text size="sm" c="red.8" role="alert">
          {callableErrorMessage(request.error, t('checkout.emailLink.failed'))}
        </Text>
      )}
    </Group>
  );
}

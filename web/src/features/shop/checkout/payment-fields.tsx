import { Alert, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Trans, useTranslation } from 'react-i18next';
import {
  PAYMENT_METHODS,
  PAYMENT_RECEIVER_NUMBERS,
  type PaymentMethod,
} from '@boi/domain/orders/order';
import { formatTk } from '@boi/domain/pricing/money';
import type { CheckoutValues } from './checkout-values';

type PaymentFieldsProps = {
  form: UseFormReturnType<CheckoutValues>;
  grandTotal: number;
};

function Instructions({ method, grandTotal }: { method: PaymentMethod; grandTotal: number }) {
  const { t } = useTranslation();
  const strong = { strong: <strong /> };
  // Cash on delivery and bKash: pay now ask for nothing more: one line says how the money goes.
  if (method === 'cashOnDelivery' || method === 'bkashPayNow') {
    return (
      <Text size="sm">
        <Trans
          i18nKey={method === 'bkashPayNow' ? 'checkout.payment.payNow' : 'checkout.payment.cash'}
          values={{ amount: formatTk(grandTotal) }}
          components={strong}
        />
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm">
        <Trans
          i18nKey="checkout.payment.sendMoney"
          values={{
            amount: formatTk(grandTotal),
            method: t(`checkout.payment.methods.${method}`),
            number: PAYMENT_RECEIVER_NUMBERS[method],
          }}
          components={strong}
        />
      </Text>
      <Text size="sm">{t('checkout.payment.enterTrxId')}</Text>
    </Stack>
  );
}

/** Spec §2/§4: exactly one method, cash on delivery first; a mobile method needs two fields. */
export function PaymentFields({ form, grandTotal }: PaymentFieldsProps) {
  const { t } = useTranslation();
  const method = form.values.method;
  const methodLabel = t(`checkout.payment.methods.${method}`);
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('checkout.payment.method')}
        withAsterisk
        {...form.getInputProps('method')}
        onChange={(value) => form.setFieldValue('method', value as PaymentMethod)}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
          {PAYMENT_METHODS.map((value) => (
            <Radio.Card key={value} value={value} radius="md" p="sm" withBorder>
              <Group wrap="nowrap" gap="xs">
                <Radio.Indicator />
                <Text component="span" fw={600} size="sm">
                  {t(`checkout.payment.methods.${value}`)}
                </Text>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Alert color="teal" variant="light" title={methodLabel} aria-live="polite">
        <Instructions method={method} grandTotal={grandTotal} />
      </Alert>
      {method !== 'cashOnDelivery' && method !== 'bkashPayNow' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('checkout.payment.senderNumber', { method: methodLabel })}
            placeholder="01XXXXXXXXX"
            inputMode="tel"
            autoComplete="tel"
            withAsterisk
            {...form.getInputProps('senderNumber')}
          />
          <TextInput
            label={t('checkout.payment.trxId')}
            placeholder={t('checkout.payment.trxIdPlaceholder')}
            autoComplete="off"
            withAsterisk
            {...form.getInputProps('trxId')}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

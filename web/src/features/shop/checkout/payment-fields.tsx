import { Alert, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  PAYMENT_LABELS,
  PAYMENT_METHODS,
  PAYMENT_RECEIVER_NUMBERS,
  type PaymentMethod,
} from '@boi/domain/orders';
import { formatTk } from '@boi/domain/money';
import type { CheckoutValues } from './checkout-form';

type PaymentFieldsProps = {
  form: UseFormReturnType<CheckoutValues>;
  grandTotal: number;
};

function Instructions({ method, grandTotal }: { method: PaymentMethod; grandTotal: number }) {
  if (method === 'cashOnDelivery') {
    return (
      <Text size="sm">
        Pay <strong>{formatTk(grandTotal)}</strong> in cash when your books arrive.
      </Text>
    );
  }
  const label = PAYMENT_LABELS[method];
  return (
    <Stack gap={4}>
      <Text size="sm">
        1. Send Money <strong>{formatTk(grandTotal)}</strong> from your {label} account to our
        personal number <strong>{PAYMENT_RECEIVER_NUMBERS[method]}</strong>.
      </Text>
      <Text size="sm">
        2. Enter the number you sent from and the Transaction ID (TrxID) from the confirmation
        message below.
      </Text>
    </Stack>
  );
}

/** Spec §2/§4: exactly one method, cash on delivery first; a mobile method needs two fields. */
export function PaymentFields({ form, grandTotal }: PaymentFieldsProps) {
  const method = form.values.method;
  return (
    <Stack gap="md">
      <Radio.Group
        label="Payment method"
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
                  {PAYMENT_LABELS[value]}
                </Text>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Alert color="teal" variant="light" title={PAYMENT_LABELS[method]} aria-live="polite">
        <Instructions method={method} grandTotal={grandTotal} />
      </Alert>
      {method !== 'cashOnDelivery' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={`${PAYMENT_LABELS[method]} number you sent from`}
            placeholder="01XXXXXXXXX"
            inputMode="tel"
            autoComplete="tel"
            withAsterisk
            {...form.getInputProps('senderNumber')}
          />
          <TextInput
            label="Transaction ID (TrxID)"
            placeholder="e.g. 9A7B6C5D4E"
            autoComplete="off"
            withAsterisk
            {...form.getInputProps('trxId')}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

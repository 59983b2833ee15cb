import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Text, Title } from '@mantine/core';
import { COD_PENDING_HOURS_MAX } from '@boi/domain/settings/shop-settings';
import { useAdminWrite } from '../api/use-admin-write';

/**
 * How long an unconfirmed (Pending) order holds its books, cash on delivery or a manual mobile
 * payment the shop has not confirmed: after these hours an hourly job cancels it, puts its copies back and mails the shopper (a shop setting).
 */
export function CodExpiryCard({ hours }: { hours: number }) {
  const [value, setValue] = useState<number | string>(hours);
  const save = useAdminWrite('updateShopSettings');
  const changed = Number(value) !== hours;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="cod-expiry-title">
      <Title order={2} size="h5" mb="xs" id="cod-expiry-title">
        অনিশ্চিত অর্ডার · Unconfirmed orders
      </Title>
      <Text size="sm" c="dimmed">
        A Pending order (cash on delivery, or bKash, Nagad or Rocket not yet confirmed) is cancelled
        after {hours} hours, and its books go back on the shelf. Approve it before then to keep it.
      </Text>
      <Group mt="sm" align="end" gap="sm">
        <NumberInput
          label="Cancel unconfirmed orders after (hours)"
          min={1}
          max={COD_PENDING_HOURS_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={value}
          onChange={setValue}
          w={280}
        />
        <Button
          variant="light"
          color="teal"
          disabled={!changed || value === ''}
          loading={save.isPending}
          onClick={() => save.mutate({ codPendingHours: Number(value) })}
        >
          Save hours
        </Button>
      </Group>
    </Paper>
  );
}

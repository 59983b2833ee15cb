import { Paper, Switch, Text, Title } from '@mantine/core';
import type { AdminOverview } from '@boi/domain/admin/overview';
import { useAdminWrite } from '../api/use-admin-write';

/**
 * The shop's SMS switch: while on, each order step is texted to the order's verified mobile
 * number (messages/*, sent by the Twilio extension or the shop's SMS gateway).
 */
export function SmsSettingCard({ overview }: { overview: AdminOverview }) {
  const save = useAdminWrite('updateShopSettings');
  const on = save.isPending ? Boolean(save.variables?.smsEnabled) : overview.smsEnabled;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="sms-title">
      <Title order={2} size="h5" mb="xs" id="sms-title">
        এসএমএস · SMS to shoppers
      </Title>
      <Switch
        checked={on}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ smsEnabled: event.currentTarget.checked })}
        label="Text each order step to the shopper's verified mobile number"
      />
      <Text size="xs" c="dimmed" mt={6}>
        Placed (with the order number and amount), approved, shipped, delivered and cancelled, in
        the shopper's language.
      </Text>
    </Paper>
  );
}

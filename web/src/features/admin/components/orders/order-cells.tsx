import { Badge, Group, Stack, Text } from '@mantine/core';
import { PAYMENT_LABELS, type Order } from '@boi/domain/orders/order';
import { paidLabel } from '@boi/domain/payments/online-payment';

/** The customer's name, phone (marked when proved by a code) and the order's number. */
export function OrderCustomer({ order }: { order: Order }) {
  return (
    <Stack gap={0} maw={220}>
      <Text size="sm" fw={600} lineClamp={1}>
        {order.shipping.name}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Text size="xs" c="dimmed" lineClamp={1}>
          {order.shipping.phone}
        </Text>
        {/* The shopper proved the number with a code (phone sign-in or a linked number). */}
        {order.phoneVerified && (
          <Badge size="xs" variant="light" color="teal" title="Phone verified by a one-time code">
            verified
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        #{order.number}
      </Text>
    </Stack>
  );
}

/** The payment method, and for "bKash: pay now" whether it is paid, with the TrxID. */
export function OrderPayment({ order }: { order: Order }) {
  const label = PAYMENT_LABELS[order.payment.method];
  const paid = paidLabel(order.onlinePayment);
  if (order.onlinePayment && order.payment.method === 'bkashPayNow') {
    return (
      <Text size="sm" c={paid ? 'teal.8' : 'orange.8'} style={{ whiteSpace: 'nowrap' }}>
        {paid ?? 'Unpaid · bKash'}
      </Text>
    );
  }
  return (
    <Text size="sm" title={label}>
      {label.slice(0, 4)}
    </Text>
  );
}

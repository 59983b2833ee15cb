import { Badge } from '@mantine/core';
import type { OrderStatus } from '@boi/domain/orders';
import { isAcceptedStatus } from '@boi/domain/order-status';

/**
 * Spec §4: Approved has a positive style, anything else a red highlight; Shipped and Delivered,
 * which come after Approved, are positive too.
 */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return isAcceptedStatus(status) ? (
    <Badge color={status === 'Delivered' ? 'green' : 'teal'} variant="filled" radius="sm">
      {status}
    </Badge>
  ) : (
    <Badge color="red" variant="light" radius="sm" fw={700}>
      {status}
    </Badge>
  );
}

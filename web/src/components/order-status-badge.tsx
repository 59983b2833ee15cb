import { Badge } from '@mantine/core';
import type { OrderStatus } from '@boi/domain/orders';

/** Spec §4: Approved has a positive style, anything else a red highlight. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return status === 'Approved' ? (
    <Badge color="teal" variant="filled" radius="sm">
      {status}
    </Badge>
  ) : (
    <Badge color="red" variant="light" radius="sm" fw={700}>
      {status}
    </Badge>
  );
}

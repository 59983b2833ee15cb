import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@boi/domain/orders/order';
import { isAcceptedStatus } from '@boi/domain/orders/status';

/** A status's key in the catalogue's `status` messages. */
export const STATUS_KEYS = {
  Pending: 'pending',
  Approved: 'approved',
  Shipped: 'shipped',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
} as const satisfies Record<OrderStatus, string>;

/**
 * Spec §4: Approved has a positive style, anything else a red highlight; Shipped and Delivered,
 * which come after Approved, are positive too.
 */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  const label = t(`status.${STATUS_KEYS[status]}`);
  return isAcceptedStatus(status) ? (
    <Badge color={status === 'Delivered' ? 'green' : 'teal'} variant="filled" radius="sm">
      {label}
    </Badge>
  ) : (
    <Badge color="red" variant="light" radius="sm" fw={700}>
      {label}
    </Badge>
  );
}

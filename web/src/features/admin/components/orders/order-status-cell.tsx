import { Button, Stack, Switch, Text } from '@mantine/core';
import type { Order } from '@boi/domain/orders/order';
import {
  canTransition,
  isAcceptedStatus,
  nextShippingStep,
  type OrderStatusChange,
} from '@boi/domain/orders/status';
import { useAdminWrite } from '../../api/use-admin-write';

/**
 * The Status column (spec §4): the status text (normal once accepted, red bold otherwise), an
 * approve switch and a cancel switch, each disabled where the transition table
 * (`@boi/domain/orders/status`) allows no change to it, and a button for the next shipping step
 * (Approved → Shipped → Delivered). While a change is saved the cell shows its new status; a
 * refusal puts it back, and `onFailed` re-reads the table so it shows the order as it really is.
 */
export function OrderStatusCell({ order, onFailed }: { order: Order; onFailed: () => void }) {
  const update = useAdminWrite('updateOrderStatus');
  const shown = (update.isPending ? update.variables?.orderStatus : undefined) ?? order.orderStatus;
  const approved = isAcceptedStatus(order.orderStatus);
  const next = nextShippingStep(shown);
  const change = (orderStatus: OrderStatusChange) =>
    update.mutate({ id: order._id, orderStatus }, { onError: onFailed });

  return (
    <Stack gap={6} miw={110}>
      <Text size="sm" c={approved ? undefined : 'red'} fw={approved ? 400 : 700}>
        {order.orderStatus}
      </Text>
      <Switch
        size="sm"
        color="teal"
        label="Approve"
        aria-label={`Approve order #${order.number}`}
        checked={isAcceptedStatus(shown)}
        disabled={!canTransition(shown, 'Approved') || update.isPending}
        onChange={(event) => {
          if (event.currentTarget.checked) change('Approved');
        }}
      />
      <Switch
        size="sm"
        color="red"
        label="Cancel"
        aria-label={`Cancel order #${order.number}`}
        checked={shown === 'Cancelled'}
        disabled={!canTransition(shown, 'Cancelled') || update.isPending}
        onChange={(event) => {
          if (event.currentTarget.checked) change('Cancelled');
        }}
      />
      {next && (
        <Button
          size="compact-xs"
          variant="light"
          aria-label={`Mark order #${order.number} ${next.toLowerCase()}`}
          disabled={update.isPending}
          onClick={() => change(next)}
        >
          {next === 'Shipped' ? 'Mark shipped' : 'Mark delivered'}
        </Button>
      )}
    </Stack>
  );
}

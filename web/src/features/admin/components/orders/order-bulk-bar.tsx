import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import type { OrderStatusChange } from '@boi/domain/orders/status';
import type { Order } from '@boi/domain/orders/order';
import { useAdminWrite } from '../../api/use-admin-write';
import { PackingSlips } from './packing-slips';

const ACTIONS: { status: OrderStatusChange; label: string; color?: string }[] = [
  { status: 'Approved', label: 'Approve' },
  { status: 'Shipped', label: 'Mark shipped' },
  { status: 'Delivered', label: 'Mark delivered' },
  { status: 'Cancelled', label: 'Cancel', color: 'red' },
];

/**
 * What the order desk does to the ticked orders at once: one status for all of them (the server
 * changes all or none, and names the order that stopped it), and their packing slips.
 */
export function OrderBulkBar({ selected, onDone }: { selected: Order[]; onDone: () => void }) {
  const bulk = useAdminWrite('bulkUpdateOrderStatus');
  const [slips, setSlips] = useState(false);
  const count = selected.length;
  const apply = (orderStatus: OrderStatusChange) =>
    bulk.mutate({ ids: selected.map((order) => order._id), orderStatus }, { onSuccess: onDone });

  return (
    <Paper withBorder radius="md" p="xs" aria-label="Selected orders">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} mr="auto">
          {count} selected
        </Text>
        {ACTIONS.map(({ status, label, color }) => (
          <Button
            key={status}
            size="xs"
            variant="light"
            color={color}
            disabled={count === 0}
            loading={bulk.isPending && bulk.variables?.orderStatus === status}
            onClick={() => apply(status)}
          >
            {label}
          </Button>
        ))}
        <Button size="xs" variant="default" disabled={count === 0} onClick={() => setSlips(true)}>
          Packing slips
        </Button>
      </Group>
      <PackingSlips orders={selected} opened={slips} onClose={() => setSlips(false)} />
    </Paper>
  );
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SHOP_PHONE } from '@boi/domain/shared/constants';
import { formatTk } from '@boi/domain/pricing/money';
import { PAYMENT_LABELS, type Order } from '@boi/domain/orders/order';
import classes from './packing-slips.module.css';

function PackingSlip({ order }: { order: Order }) {
  const { shipping, payment, totals } = order;
  const cod = payment.method === 'cashOnDelivery';
  return (
    <article className={classes.slip} aria-label={`Packing slip #${order.number}`}>
      <Group justify="space-between" align="flex-start">
        <Text fw={700}>বই Boi · {SHOP_PHONE}</Text>
        <Text fw={700}>#{order.number}</Text>
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        প্রাপক · Ship to
      </Text>
      <Text fw={700}>{shipping.name}</Text>
      <Text size="sm">{shipping.phone}</Text>
      <Text size="sm">
        {shipping.address}, {shipping.city} {shipping.zip}, {shipping.district}
      </Text>
      <Text fw={700} mt="xs">
        {cod
          ? `ক্যাশ অন ডেলিভারি · Collect ${formatTk(totals.grandTotal)}`
          : `Paid by ${PAYMENT_LABELS[payment.method]} · collect nothing`}
      </Text>
      <Text size="sm" c="dimmed" mt="xs">
        বই · Items
      </Text>
      <ol className={classes.lines}>
        {order.items.map((item) => (
          <li key={item.productId}>
            <Text size="sm" span>
              {item.quantity} × {item.nameB}
            </Text>
          </li>
        ))}
      </ol>
    </article>
  );
}

/** The printable packing slips of the selected orders, one a page when printed. */
export function PackingSlips({
  orders,
  opened,
  onClose,
}: {
  orders: Order[];
  opened: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title="Packing slips" size="lg" fullScreen={phone}>
      <Stack gap="md" className={classes.slips}>
        <Group justify="flex-end" className={classes.noPrint}>
          <Button onClick={() => window.print()}>Print</Button>
        </Group>
        {orders.map((order) => (
          <PackingSlip key={order._id} order={order} />
        ))}
      </Stack>
    </Modal>
  );
}

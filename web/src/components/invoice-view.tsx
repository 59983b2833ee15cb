import { Badge, Box, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { COUNTRY, SHOP_ADDRESS, SHOP_EMAIL, SHOP_PHONE } from '@boi/domain/constants';
import { PAYMENT_LABELS, type Order } from '@boi/domain/orders';
import { orderDate } from '../lib/order-date';
import { COVER_SIZE } from '../lib/cover-image';
import { formatTk } from '@boi/domain/money';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import classes from './invoice-view.module.css';

function Totals({ order }: { order: Order }) {
  const { totals } = order;
  const rows: [string, string][] = [
    ['Price', formatTk(totals.price)],
    ['Discount', `− ${formatTk(totals.discount)}`],
    ['Subtotal', formatTk(totals.subtotal)],
  ];
  if (totals.couponDiscount > 0) {
    rows.push([
      `Coupon ${totals.couponCode ?? ''} (${totals.couponPercent}%)`,
      `− ${formatTk(totals.couponDiscount)}`,
    ]);
  }
  rows.push(['Shipping cost', formatTk(totals.shipping)]);
  return (
    <dl className={classes.totals} aria-label="Totals">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className={classes.grandTotal}>
        <dt>Total</dt>
        <dd>{formatTk(totals.grandTotal)}</dd>
      </div>
    </dl>
  );
}

function Payment({ order }: { order: Order }) {
  const { payment } = order;
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        Payment method
      </Text>
      <Text fw={600}>{PAYMENT_LABELS[payment.method]}</Text>
      {payment.method !== 'cashOnDelivery' && (
        <Text size="sm">
          Sent from {payment.senderNumber} · TrxID {payment.trxId}
        </Text>
      )}
    </Stack>
  );
}

/** The invoice of spec §2 (also what is printed). */
export function InvoiceView({ order }: { order: Order }) {
  const { shipping } = order;
  return (
    <Box component="article" className={classes.invoice} aria-label={`Invoice #${order.number}`}>
      <Group justify="space-between" align="flex-start" gap="lg">
        <Stack gap={2}>
          <Text className={classes.brand}>বই Boi</Text>
          <Text size="sm">{SHOP_ADDRESS}</Text>
          <Text size="sm" c="dimmed">
            {SHOP_PHONE} · {SHOP_EMAIL}
          </Text>
        </Stack>
        <Stack gap={4} className={classes.invoiceMeta}>
          <Title order={2} size="h3">
            INVOICE
          </Title>
          <dl className={classes.meta}>
            <dt>Invoice No</dt>
            <dd>#{order.number}</dd>
            <dt>Order Date</dt>
            <dd>{orderDate(order.updatedAt)}</dd>
          </dl>
          <OrderStatusBadge status={order.orderStatus} />
        </Stack>
      </Group>

      <Stack gap={2} mt="xl">
        <Text size="sm" c="dimmed">
          Invoice to
        </Text>
        <Text fw={700}>{shipping.name}</Text>
        <Text size="sm">
          {shipping.district}, {shipping.city}, {shipping.zip || '...'}
        </Text>
        <Text size="sm">{shipping.phone}</Text>
      </Stack>

      <Table.ScrollContainer minWidth={0} mt="lg">
        <Table verticalSpacing="xs" horizontalSpacing="xs" withTableBorder withRowBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Image</Table.Th>
              <Table.Th>Product Name</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                Quantity
              </Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                Item Price
              </Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((item, index) => (
              <Table.Tr key={item.productId}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  <img
                    src={item.image}
                    alt=""
                    width={COVER_SIZE.thumb.width}
                    height={COVER_SIZE.thumb.height}
                    className={classes.cover}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {item.nameB}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.writerName}
                  </Text>
                  {/* Phones show quantity and item price here instead of in their own columns. */}
                  <Text size="xs" hiddenFrom="sm">
                    {item.quantity} × {formatTk(item.price)}
                    {item.discount > 0 && ` · ${item.discount}% off`}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm">
                  {item.quantity}
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatTk(item.price)}
                  {item.discount > 0 && (
                    <Badge color="red" variant="light" size="xs" ml={4}>
                      {item.discount}% off
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatTk(item.lineSubtotal)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" mt="lg">
        <Stack gap="md">
          <Payment order={order} />
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              Customer address
            </Text>
            <Text size="sm">
              {shipping.address}, {shipping.city}, {shipping.district}
              {shipping.zip ? ` ${shipping.zip}` : ''}, {shipping.country || COUNTRY}
            </Text>
            <Text size="sm">{shipping.email}</Text>
          </Stack>
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              Order status
            </Text>
            <OrderTimeline order={order} />
          </Stack>
        </Stack>
        <Group justify="flex-end" align="flex-start">
          <Totals order={order} />
        </Group>
      </SimpleGrid>
    </Box>
  );
}

import { Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COUNTRY, SHOP_ADDRESS, SHOP_EMAIL, SHOP_PHONE } from '@boi/domain/shared/constants';
import { PAYMENT_LABELS, type Order } from '@boi/domain/orders/order';
import { orderDate } from '../lib/order-date';
import { formatTk } from '@boi/domain/pricing/money';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { InvoiceItems } from './invoice-items';
import classes from './invoice-view.module.css';

function Totals({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { totals } = order;
  const rows: [string, string][] = [
    [t('invoice.price'), formatTk(totals.price)],
    [t('invoice.discount'), `− ${formatTk(totals.discount)}`],
    [t('invoice.subtotal'), formatTk(totals.subtotal)],
  ];
  if (totals.couponDiscount > 0) {
    rows.push([
      t('invoice.coupon', { code: totals.couponCode ?? '', percent: totals.couponPercent }),
      `− ${formatTk(totals.couponDiscount)}`,
    ]);
  }
  rows.push([t('invoice.shipping'), formatTk(totals.shipping)]);
  return (
    <dl className={classes.totals} aria-label={t('invoice.totals')}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className={classes.grandTotal}>
        <dt>{t('invoice.total')}</dt>
        <dd>{formatTk(totals.grandTotal)}</dd>
      </div>
    </dl>
  );
}

function Payment({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { payment } = order;
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {t('invoice.paymentMethod')}
      </Text>
      <Text fw={600}>{PAYMENT_LABELS[payment.method]}</Text>
      {'trxId' in payment && (
        <Text size="sm">
          {t('invoice.sentFrom', { sender: payment.senderNumber, trxId: payment.trxId })}
        </Text>
      )}
      <OnlinePaymentLine order={order} />
    </Stack>
  );
}

/** "Paid · bKash · TrxID" (and its refund), or "Not paid yet", for an order paid now. */
function OnlinePaymentLine({ order }: { order: Order }) {
  const { t } = useTranslation();
  const online = order.onlinePayment;
  if (!online || order.payment.method !== 'bkashPayNow') return null;
  const paid = online.state === 'paid' && online.trxId;
  return (
    <>
      <Text size="sm" fw={600} c={paid ? 'teal.8' : 'orange.8'} data-testid="online-payment">
        {paid ? t('invoice.paidOnline', { trxId: online.trxId }) : t('invoice.unpaidOnline')}
      </Text>
      {online.refund?.state === 'done' && online.refund.refundId && (
        <Text size="sm">{t('invoice.refunded', { refundId: online.refund.refundId })}</Text>
      )}
    </>
  );
}

/** The shop's name and address beside the invoice's number, date and status. */
function InvoiceHeader({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
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
          {t('invoice.heading')}
        </Title>
        <dl className={classes.meta}>
          <dt>{t('invoice.number')}</dt>
          <dd>#{order.number}</dd>
          <dt>{t('invoice.date')}</dt>
          <dd>{orderDate(order.updatedAt)}</dd>
        </dl>
        <OrderStatusBadge status={order.orderStatus} />
      </Stack>
    </Group>
  );
}

/** The invoice of spec §2 (also what is printed). */
export function InvoiceView({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { shipping } = order;
  return (
    <Box
      component="article"
      className={classes.invoice}
      aria-label={t('invoice.label', { number: order.number })}
    >
      <InvoiceHeader order={order} />

      <Stack gap={2} mt="xl">
        <Text size="sm" c="dimmed">
          {t('invoice.invoiceTo')}
        </Text>
        <Text fw={700}>{shipping.name}</Text>
        <Text size="sm">
          {shipping.district}, {shipping.city}, {shipping.zip || '...'}
        </Text>
        <Text size="sm">{shipping.phone}</Text>
      </Stack>

      <InvoiceItems order={order} />

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" mt="lg">
        <Stack gap="md">
          <Payment order={order} />
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('invoice.customerAddress')}
            </Text>
            <Text size="sm">
              {shipping.address}, {shipping.city}, {shipping.district}
              {shipping.zip ? ` ${shipping.zip}` : ''}, {shipping.country || COUNTRY}
            </Text>
            <Text size="sm">{shipping.email}</Text>
          </Stack>
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              {t('invoice.orderStatus')}
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

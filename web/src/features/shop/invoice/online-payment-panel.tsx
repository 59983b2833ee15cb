import { useEffect } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Order } from '@boi/domain/orders/order';
import { callableErrorMessage } from '../../../lib/callable-error';
import { orderDateTime } from '../../../lib/order-date';
import { usePayOnDelivery } from '../api/pay-on-delivery';
import { usePayOrder } from '../api/pay-order';
import classes from './invoice.module.css';

const CHECK_EVERY_MS = 3000;

/**
 * An order paid now with bKash (the width of the invoice, as its buttons), on the shopper's order page: paid (with the TrxID), waiting
 * (until its window closes; after a failed or cancelled attempt, with bKash's reason), or
 * expired. A waiting order can be paid again or switched to cash on delivery. Coming back from
 * bKash while the server still settles, the page asks again every few seconds.
 */
export function OnlinePaymentPanel({
  order,
  uid,
  refresh,
}: {
  order: Order;
  uid: string;
  refresh: () => unknown;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const payOrder = usePayOrder(uid);
  const payOnDelivery = usePayOnDelivery(uid, order._id);
  const online = order.onlinePayment;
  const waiting = online?.state === 'waiting';
  const checking = waiting && params.get('payment') === 'pending' && !online.failure;

  useEffect(() => {
    if (!checking) return;
    const timer = setInterval(() => void refresh(), CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [checking, refresh]);

  if (!online || order.payment.method !== 'bkashPayNow') return null;
  if (online.state === 'paid') {
    return (
      <Alert
        className={classes.actions}
        color="teal"
        variant="light"
        title={t('orders.invoice.online.paidTitle')}
      >
        {t('invoice.paidOnline', { trxId: online.trxId })}
      </Alert>
    );
  }
  if (!waiting) {
    return (
      <Alert className={classes.actions} color="red" variant="light">
        {t('orders.invoice.online.expired')}
      </Alert>
    );
  }
  const error = payOrder.error ?? payOnDelivery.error;
  const pay = async () => {
    const { payUrl } = await payOrder.mutateAsync({ id: order._id });
    if (payUrl) window.location.assign(payUrl);
  };
  return (
    <Alert
      className={`${classes.actions} ${classes.noPrint}`}
      color={online.failure ? 'orange' : 'blue'}
      variant="light"
      role={online.failure ? 'alert' : 'status'}
    >
      <Text size="sm">
        {online.failure
          ? t('orders.invoice.online.failed', { reason: online.failure })
          : checking
            ? t('orders.invoice.online.checking')
            : t('orders.invoice.online.waiting', { time: orderDateTime(online.windowEndsAt) })}
      </Text>
      {error && (
        <Text size="sm" c="red.8" mt="xs" role="alert">
          {callableErrorMessage(error, t('checkout.failed'))}
        </Text>
      )}
      <Group mt="sm" gap="sm">
        <Button
          color="pink"
          loading={payOrder.isPending}
          onClick={() => void pay().catch(() => undefined)}
        >
          {t('orders.invoice.online.payNow')}
        </Button>
        <Button
          variant="default"
          loading={payOnDelivery.isPending}
          onClick={() => payOnDelivery.mutate({ id: order._id })}
        >
          {t('orders.invoice.online.payCash')}
        </Button>
      </Group>
    </Alert>
  );
}

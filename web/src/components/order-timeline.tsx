import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '@boi/domain/orders/order';
import { orderDateTime } from '../lib/order-date';
import { STATUS_KEYS } from './order-status-badge';

/** Where an order stands: each status it has had, with its date and time, newest last. */
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation();
  const steps = order.statusHistory;
  return (
    <Timeline
      active={steps.length - 1}
      bulletSize={14}
      lineWidth={2}
      color={order.orderStatus === 'Cancelled' ? 'red' : 'teal'}
      aria-label={t('status.timeline')}
    >
      {steps.map((step, index) => (
        <Timeline.Item
          key={`${step.status}-${index}`}
          title={t(`status.steps.${STATUS_KEYS[step.status]}`)}
        >
          <Text size="xs" c="dimmed">
            <time dateTime={step.at}>{orderDateTime(step.at)}</time>
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

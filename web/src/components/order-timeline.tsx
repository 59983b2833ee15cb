import { Text, Timeline } from '@mantine/core';
import type { Order, OrderStatus } from '@boi/domain/orders';
import { orderDateTime } from '../lib/order-date';

const STEP_LABELS: Record<OrderStatus, string> = {
  Pending: 'অর্ডার করা হয়েছে · Placed',
  Approved: 'অনুমোদিত · Approved',
  Shipped: 'পাঠানো হয়েছে · Shipped',
  Delivered: 'পৌঁছে গেছে · Delivered',
  Cancelled: 'বাতিল · Cancelled',
};

/** Where an order stands: each status it has had, with its date and time, newest last. */
export function OrderTimeline({ order }: { order: Order }) {
  const steps = order.statusHistory;
  return (
    <Timeline
      active={steps.length - 1}
      bulletSize={14}
      lineWidth={2}
      color={order.orderStatus === 'Cancelled' ? 'red' : 'teal'}
      aria-label="Order timeline"
    >
      {steps.map((step, index) => (
        <Timeline.Item key={`${step.status}-${index}`} title={STEP_LABELS[step.status]}>
          <Text size="xs" c="dimmed">
            <time dateTime={step.at}>{orderDateTime(step.at)}</time>
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

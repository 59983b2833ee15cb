import { registerOrderPayments } from '../shared/order-payments';
import { refundIfPaid } from './refund-payment';
import { startPayment, waitingPayment } from './start-payment';

// The order flow's online payments (shared/order-payments.ts): loaded with the handlers.
registerOrderPayments({
  waiting: waitingPayment,
  start: startPayment,
  refundIfPaid: (orderId) => refundIfPaid(orderId),
});

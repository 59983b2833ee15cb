export { api } from './http/api';
export { callable } from './http/callable-function';
export { ssr } from './ssr/ssr';
export { expirePendingOrders } from './orders/expire-pending-orders';
export { upload } from './http/upload-function';
export { settleOnlinePaymentsJob as settleOnlinePayments } from './payments/settle-job';

import type { OrderStatus } from './order';

/** What a status change does to the stock of the order's books. */
export type StockMove = 'take' | 'return' | 'none';

/**
 * The order status transitions (spec §4, with Shipped and Delivered after Approved) and their
 * stock effect, the one table that the functions enforce and the dashboard asks. placeOrder took
 * the stock, so an order holds it while Pending, Approved, Shipped or Delivered; cancelling gives
 * it back (a shipped parcel the shopper refused comes back to the shelf) and re-approving takes
 * it again. Delivered is final.
 */
export const ORDER_TRANSITIONS: Readonly<
  Record<OrderStatus, Readonly<Partial<Record<OrderStatus, StockMove>>>>
> = {
  Pending: { Approved: 'none', Cancelled: 'return' },
  Approved: { Shipped: 'none', Cancelled: 'return' },
  Shipped: { Delivered: 'none', Cancelled: 'return' },
  Delivered: {},
  Cancelled: { Approved: 'take' },
};

/** The statuses an admin may set (the input of updateOrderStatus). */
export const ORDER_STATUS_CHANGES = ['Approved', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatusChange = (typeof ORDER_STATUS_CHANGES)[number];

/** The stock effect of `from → to`, or null when the table has no such transition. */
export function stockMoveOf(from: OrderStatus, to: OrderStatus): StockMove | null {
  return ORDER_TRANSITIONS[from][to] ?? null;
}

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean =>
  stockMoveOf(from, to) !== null;

/** Why `from → to` is refused (the admin sees it), or null when it is allowed. */
export function transitionRefusal(number: string, from: OrderStatus, to: OrderStatus) {
  if (canTransition(from, to)) return null;
  return from === to
    ? `Order ${number} is already ${from}`
    : `Order ${number} cannot go from ${from} to ${to}`;
}

export const ORDER_DELETE_MESSAGE = 'Only a cancelled order can be deleted. Cancel it first.';

/** Statuses of an order the shop has accepted: its sale counts and it shows in a positive style. */
export const isAcceptedStatus = (status: OrderStatus): boolean =>
  status === 'Approved' || status === 'Shipped' || status === 'Delivered';

/** The one step forward from an accepted order (Approved → Shipped → Delivered), if any. */
export function nextShippingStep(status: OrderStatus): 'Shipped' | 'Delivered' | null {
  if (status === 'Approved') return 'Shipped';
  if (status === 'Shipped') return 'Delivered';
  return null;
}

/** Only a cancelled order may be deleted: it holds no stock and no payment is pending on it. */
export const canDeleteOrder = (status: OrderStatus): boolean => status === 'Cancelled';

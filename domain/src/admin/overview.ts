import type { OrderStatus } from '../orders/order';

/** The overview's low-stock list shows at most this many books, the fewest copies first. */
export const LOW_STOCK_LIMIT = 10;
/** dailySales covers this many Asia/Dhaka days, today included. */
export const OVERVIEW_DAYS = 30;

/**
 * GET /api/v1/admin/overview (admin only). Sales are the grand totals (whole taka) of Pending and
 * Approved orders placed in that Asia/Dhaka day or month; counts cover every order and review.
 */
export type AdminOverview = {
  salesToday: number;
  salesThisMonth: number;
  ordersByStatus: Record<OrderStatus, number>;
  lowStock: { _id: string; nameB: string; quantity: number }[];
  /** The shop's low-stock threshold: the list holds books with at most this many copies. */
  lowStockThreshold: number;
  /** Whether order steps are texted to verified mobile numbers (the shop's SMS switch). */
  smsEnabled: boolean;
  /** The shop's hours before an unconfirmed cash-on-delivery order is cancelled. */
  codPendingHours: number;
  pendingReviews: number;
  /** Oldest first, one row per day, days without sales included as 0. */
  dailySales: { date: string; total: number }[];
};

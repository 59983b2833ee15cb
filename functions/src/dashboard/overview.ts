import { Timestamp } from 'firebase-admin/firestore';
import { LOW_STOCK_LIMIT, OVERVIEW_DAYS, type AdminOverview } from '@boi/domain/admin/overview';
import { ORDER_STATUSES, type OrderStatus } from '@boi/domain/orders/order';
import { db } from '../shared/firestore';
import { readCount, readQuery } from '../shared/read-meter';
import { collections } from '../store/documents';
import { readShopSettings } from '../settings/shop-settings';

/** Asia/Dhaka is UTC+6 all year (no daylight saving). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Asia/Dhaka calendar day of an instant, as YYYY-MM-DD. */
export const dhakaDate = (millis: number): string =>
  new Date(millis + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

/** The instant an Asia/Dhaka day (YYYY-MM-DD) begins. */
const dhakaMidnight = (date: string): number => Date.parse(`${date}T00:00:00Z`) - DHAKA_OFFSET_MS;

/** The days of the overview (oldest first) and the instant from which orders are read. */
export function overviewWindow(now: number): { days: string[]; month: string; since: number } {
  const today = dhakaDate(now);
  const todayStart = dhakaMidnight(today);
  const days = Array.from({ length: OVERVIEW_DAYS }, (_, i) =>
    dhakaDate(todayStart + (i - OVERVIEW_DAYS + 1) * DAY_MS),
  );
  const month = today.slice(0, 7);
  // The month can start one day before the 30-day window (on the 31st).
  const since = Math.min(dhakaMidnight(days[0] ?? today), dhakaMidnight(`${month}-01`));
  return { days, month, since };
}

/** Orders that count as sales: everything not cancelled. */
const SOLD: readonly OrderStatus[] = ['Pending', 'Approved', 'Shipped', 'Delivered'];

/**
 * GET /api/v1/admin/overview. Bounded reads: the orders of at most 31 days (only the three fields
 * needed), one count() per order status and for pending reviews, the settings, and ten low-stock books.
 */
export async function getOverview(now = Date.now()): Promise<AdminOverview> {
  const all = collections(db());
  const { days, month, since } = overviewWindow(now);
  const recent = all.orders
    .where('createdAt', '>=', Timestamp.fromMillis(since))
    .select('createdAt', 'orderStatus', 'totals.grandTotal');
  const { lowStockThreshold, codPendingHours, smsEnabled } = await readShopSettings();
  const [orders, statusCounts, lowStock, pendingReviews] = await Promise.all([
    readQuery(recent),
    Promise.all(ORDER_STATUSES.map((s) => readCount(all.orders.where('orderStatus', '==', s)))),
    readQuery(
      all.products
        .where('quantity', '<=', lowStockThreshold)
        .orderBy('quantity', 'asc')
        .limit(LOW_STOCK_LIMIT)
        .select('nameB', 'quantity'),
    ),
    readCount(all.reviews.where('status', '==', 'Pending')),
  ]);

  const byDay = new Map(days.map((day) => [day, 0]));
  let salesThisMonth = 0;
  for (const doc of orders.docs) {
    const status = doc.get('orderStatus') as OrderStatus;
    const createdAt = doc.get('createdAt') as Timestamp | undefined;
    const total = Number(doc.get('totals.grandTotal')) || 0;
    if (!SOLD.includes(status) || !createdAt) continue;
    const day = dhakaDate(createdAt.toMillis());
    if (byDay.has(day)) byDay.set(day, (byDay.get(day) ?? 0) + total);
    if (day.startsWith(month)) salesThisMonth += total;
  }
  const dailySales = [...byDay].map(([date, total]) => ({ date, total }));

  return {
    salesToday: dailySales.at(-1)?.total ?? 0,
    salesThisMonth,
    ordersByStatus: Object.fromEntries(
      ORDER_STATUSES.map((status, i) => [status, statusCounts[i] ?? 0]),
    ) as Record<OrderStatus, number>,
    lowStock: lowStock.docs.map((doc) => ({
      _id: doc.id,
      nameB: String(doc.get('nameB') ?? ''),
      quantity: Number(doc.get('quantity')) || 0,
    })),
    lowStockThreshold,
    smsEnabled,
    codPendingHours,
    pendingReviews,
    dailySales,
  };
}

import { describe, expect, it } from 'vitest';
import {
  canDeleteOrder,
  canTransition,
  isAcceptedStatus,
  nextShippingStep,
  ORDER_TRANSITIONS,
  stockMoveOf,
  transitionRefusal,
} from './status';
import { ORDER_STATUSES, type OrderStatus } from './order';

const ALLOWED: [OrderStatus, OrderStatus, 'take' | 'return' | 'none'][] = [
  ['Pending', 'Approved', 'none'],
  ['Pending', 'Cancelled', 'return'],
  ['Approved', 'Shipped', 'none'],
  ['Approved', 'Cancelled', 'return'],
  ['Shipped', 'Delivered', 'none'],
  ['Shipped', 'Cancelled', 'return'],
  ['Cancelled', 'Approved', 'take'],
];

describe('order status transitions (spec §4)', () => {
  it.each(ALLOWED)('%s → %s is allowed and its stock effect is %s', (from, to, move) => {
    expect(canTransition(from, to)).toBe(true);
    expect(stockMoveOf(from, to)).toBe(move);
    expect(transitionRefusal('B-1', from, to)).toBeNull();
  });

  const refused = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => !ALLOWED.some(([f, t]) => f === from && t === to)).map(
      (to) => [from, to] as const,
    ),
  );

  it.each(refused)('%s → %s is refused', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    expect(stockMoveOf(from, to)).toBeNull();
  });

  it('says why a change is refused', () => {
    expect(transitionRefusal('B-7K3QX2', 'Approved', 'Approved')).toBe(
      'Order B-7K3QX2 is already Approved',
    );
    expect(transitionRefusal('B-7K3QX2', 'Approved', 'Pending')).toBe(
      'Order B-7K3QX2 cannot go from Approved to Pending',
    );
  });

  it('lists exactly the allowed transitions', () => {
    const table = Object.entries(ORDER_TRANSITIONS).flatMap(([from, to]) =>
      Object.entries(to).map(([status, move]) => [from, status, move]),
    );
    expect(table).toEqual(ALLOWED);
  });

  it('moves an accepted order one shipping step at a time, and no further than Delivered', () => {
    expect(nextShippingStep('Approved')).toBe('Shipped');
    expect(nextShippingStep('Shipped')).toBe('Delivered');
    for (const status of ['Pending', 'Delivered', 'Cancelled'] as const) {
      expect(nextShippingStep(status)).toBeNull();
    }
    expect(ORDER_STATUSES.filter(isAcceptedStatus)).toEqual(['Approved', 'Shipped', 'Delivered']);
  });

  it('deletes only cancelled orders', () => {
    expect(canDeleteOrder('Cancelled')).toBe(true);
    expect(canDeleteOrder('Pending')).toBe(false);
    expect(canDeleteOrder('Approved')).toBe(false);
  });
});

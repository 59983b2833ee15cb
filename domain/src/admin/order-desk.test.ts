import { describe, expect, it } from 'vitest';
import {
  courierRow,
  dateRange,
  decodeCursor,
  encodeCursor,
  orderDeskQuerySchema,
  orderSearchOf,
} from './order-desk';
import type { Order } from '../orders/order';

describe('orderSearchOf', () => {
  it('reads a mobile number however it was typed, and finds every way it was stored', () => {
    const expected = {
      field: 'shipping.phone',
      values: ['01712345678', '+8801712345678', '8801712345678'],
    };
    for (const typed of ['01712345678', '+880 1712-345678', '8801712345678', '1712345678']) {
      expect(orderSearchOf(typed)).toEqual(expected);
    }
  });

  it('reads an order number with or without its B- and #', () => {
    for (const typed of ['B-7K3QX2', 'b7k3qx2', '#B-7K3QX2', '7k3qx2']) {
      expect(orderSearchOf(typed)).toEqual({ field: 'number', values: ['B-7K3QX2'] });
    }
  });

  it('reads an e-mail address in lower case, and refuses anything else', () => {
    expect(orderSearchOf(' Reader@Boi.Test ')).toEqual({
      field: 'email',
      values: ['reader@boi.test'],
    });
    expect(orderSearchOf('rabindranath')).toBeNull();
    expect(orderSearchOf('0171234')).toBeNull();
  });
});

describe('orderDeskQuerySchema', () => {
  it('takes the filters from a URL query and refuses a range that ends before it starts', () => {
    expect(
      orderDeskQuerySchema.parse({ status: 'Pending', method: 'bkash', from: '2026-11-01' }),
    ).toMatchObject({ page: 0, size: 10, status: 'Pending', method: 'bkash', from: '2026-11-01' });
    expect(orderDeskQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' }).success).toBe(
      false,
    );
    expect(orderDeskQuerySchema.safeParse({ status: 'Lost' }).success).toBe(false);
    expect(orderDeskQuerySchema.safeParse({ after: '../../etc' }).success).toBe(false);
  });
});

describe('dateRange', () => {
  it('covers whole days in Dhaka time, the end day included', () => {
    const { start, end } = dateRange('2026-11-01', '2026-11-01');
    expect(start?.toISOString()).toBe('2026-10-31T18:00:00.000Z');
    expect(end?.toISOString()).toBe('2026-11-01T18:00:00.000Z');
  });
});

describe('page cursors', () => {
  it('round-trip a createdAt and an id', () => {
    expect(decodeCursor(encodeCursor(1764000000, 123456789, 'ABC_12-x'))).toEqual({
      seconds: 1764000000,
      nanoseconds: 123456789,
      id: 'ABC_12-x',
    });
  });
});

describe('courierRow', () => {
  const order = {
    number: 'B-7K3QX2',
    shipping: {
      name: 'রহিম',
      phone: '+8801712345678',
      address: 'House 1, Road 2',
      city: 'Dhaka',
      zip: '1205',
      district: 'Dhaka',
    },
    payment: { method: 'cashOnDelivery' },
    totals: { grandTotal: 690 },
    items: [
      { quantity: 2, nameB: 'পথের পাঁচালী' },
      { quantity: 1, nameB: 'গীতাঞ্জলি' },
    ],
  } as unknown as Order;

  it('collects the grand total on cash on delivery, with a local phone number', () => {
    expect(courierRow(order)).toEqual([
      'B-7K3QX2',
      'রহিম',
      '01712345678',
      'House 1, Road 2, Dhaka 1205',
      'Dhaka',
      '690',
      '2 × পথের পাঁচালী; 1 × গীতাঞ্জলি',
      '',
    ]);
  });

  it('collects nothing on an order paid by bKash, and says so', () => {
    const paid = { ...order, payment: { method: 'bkash' } } as Order;
    expect(courierRow(paid)[5]).toBe('0');
    expect(courierRow(paid)[7]).toMatch(/^Paid by /);
  });
});

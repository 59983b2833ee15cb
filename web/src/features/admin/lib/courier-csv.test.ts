import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Order } from '@boi/domain/orders/order';
import { courierCsv } from './courier-csv';

const order = (name: string) =>
  ({
    number: 'B-7K3QX2',
    shipping: {
      name,
      phone: '01712345678',
      address: 'Road 1',
      city: 'Dhaka',
      zip: '1205',
      district: 'Dhaka',
    },
    payment: { method: 'cashOnDelivery' },
    totals: { grandTotal: 350 },
    items: [{ quantity: 1, nameB: 'গীতাঞ্জলি' }],
  }) as unknown as Order;

describe('courierCsv', () => {
  it('starts with a byte-order mark and keeps Bangla as written', async () => {
    const text = await courierCsv([order('রহিম')]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(text.slice(1)).data;
    expect(rows[1]?.[1]).toBe('রহিম');
    expect(rows[1]?.[6]).toBe('1 × গীতাঞ্জলি');
  });

  it('never lets a shopper’s name run as a spreadsheet formula', async () => {
    const text = await courierCsv([order('=HYPERLINK("http://evil","x")')]);
    const name = Papa.parse<string[]>(text.slice(1)).data[1]?.[1];
    expect(name?.startsWith("'=")).toBe(true);
  });
});

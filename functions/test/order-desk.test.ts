// The order desk (GET /api/v1/order as an admin): filters, search, numbered and cursor pages and
// their reads.
// Its orders are dated January 2020, so a date filter keeps them apart from the orders that
// other test files place today.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_SEARCH_MESSAGE, type OrderDeskPage } from '@boi/domain/admin/order-desk';
import { ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus } from '@boi/domain/orders/order';
import { collections, type OrderDoc } from '../src/store/documents';
import { createTestUser, getAuthed, type TestUser } from './auth-helpers';
import { testDb } from './fixtures';

const ORDERS = 57;
const JANUARY = '&from=2020-01-01&to=2020-01-31';
const DAY = 24 * 60 * 60 * 1000;
let admin: TestUser;
let customer: TestUser;

type Fixture = { id: string; status: OrderStatus; method: string; created: number };
const fixtures: Fixture[] = [];

function orderDoc(i: number, fixture: Fixture): OrderDoc {
  const at = Timestamp.fromMillis(fixture.created);
  return {
    number: `B-DESK${String(i).padStart(2, '0')}`,
    uid: 'desk-buyer',
    email: `desk-${i % 5}@boi.test`,
    orderStatus: fixture.status,
    items: [],
    totals: {
      subtotal: 100,
      discount: 0,
      shipping: 50,
      grandTotal: 150,
      couponCode: null,
    } as OrderDoc['totals'],
    shipping: {
      name: `Desk ${i}`,
      email: `desk-${i % 5}@boi.test`,
      // One order has its number typed the international way.
      phone: i === 7 ? '+8801811000007' : `0181100${String(i).padStart(4, '0')}`,
      country: 'Bangladesh',
      city: 'Dhaka',
      zip: '1205',
      address: 'Road 1',
      district: 'Dhaka',
    },
    payment:
      fixture.method === 'cashOnDelivery'
        ? { method: 'cashOnDelivery' }
        : ({ method: fixture.method, senderNumber: '01711000000', trxId: `DESK${i}X` } as never),
    idempotencyKey: `desk-${i}`,
    createdAt: at,
    updatedAt: at,
  };
}

beforeAll(async () => {
  [admin, customer] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
  const batch = testDb().batch();
  for (let i = 0; i < ORDERS; i++) {
    const fixture: Fixture = {
      id: `desk-order-${String(i).padStart(2, '0')}`,
      status: ORDER_STATUSES[i % 3]!,
      method: PAYMENT_METHODS[i % 4]!,
      // Two orders a day through January 2020 (Dhaka noon), so ties and day edges both occur.
      created: Date.UTC(2020, 0, 1, 6) + Math.floor(i / 2) * DAY * 0.5,
    };
    fixtures.push(fixture);
    batch.set(collections(testDb()).orders.doc(fixture.id), orderDoc(i, fixture));
  }
  await batch.commit();
});
afterAll(async () => {
  await Promise.all(fixtures.map(({ id }) => collections(testDb()).orders.doc(id).delete()));
});

const desk = async (query: string) => {
  const answer = await getAuthed(`/api/v1/order?${query}`, admin.idToken);
  return {
    status: answer.status,
    page: answer.body.data as OrderDeskPage,
    message: answer.body.message as string,
    reads: Number(answer.headers.get('x-firestore-reads')),
  };
};

/** Newest first, ties by id (descending), as the desk lists them. */
const newestFirst = (list: Fixture[]) =>
  [...list].sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1)).map((f) => f.id);

describe('the order desk', () => {
  it('filters by status, method and dates, and counts each status of the filter', async () => {
    const { status, page } = await desk(`status=Pending&method=bkash&size=50${JANUARY}`);
    expect(status).toBe(200);
    const expected = fixtures.filter((f) => f.status === 'Pending' && f.method === 'bkash');
    expect(page.orders.map((order) => order._id)).toEqual(newestFirst(expected));
    expect(page.orderTotalCount).toBe(expected.length);
    for (const each of ORDER_STATUSES) {
      expect(page.statusCounts[each]).toBe(
        fixtures.filter((f) => f.status === each && f.method === 'bkash').length,
      );
    }
  });

  it('takes whole Dhaka days: an order at midnight in Dhaka belongs to the day it starts', async () => {
    // Dhaka noon of 1 January 2020 and the two after it, 12 hours apart: 1 Jan 12:00, 2 Jan 00:00…
    const { page } = await desk('size=50&from=2020-01-02&to=2020-01-02');
    const day = fixtures.filter(
      (f) => f.created >= Date.UTC(2020, 0, 1, 18) && f.created < Date.UTC(2020, 0, 2, 18),
    );
    expect(day.length).toBeGreaterThan(0);
    expect(page.orders.map((order) => order._id)).toEqual(newestFirst(day));
  });

  it('walks every page after its cursor, and the last page costs what the first does', async () => {
    const seen: string[] = [];
    const reads: number[] = [];
    let after = '';
    for (let guard = 0; guard < 10; guard++) {
      const { status, page, reads: cost } = await desk(`size=10${JANUARY}${after}`);
      expect(status).toBe(200);
      seen.push(...page.orders.map((order) => order._id));
      reads.push(cost);
      if (!page.next) break;
      after = `&after=${page.next}`;
    }
    expect(seen).toEqual(newestFirst(fixtures));
    expect(reads).toHaveLength(Math.ceil(ORDERS / 10));
    // 11 orders (the page and one to know there is a next) and one read per status count.
    for (const cost of reads) expect(cost).toBeLessThanOrEqual(11 + ORDER_STATUSES.length);
  });

  it('answers the spec’s numbered pages, each read from the nearer end', async () => {
    const all = newestFirst(fixtures);
    const pages = Math.ceil(ORDERS / 10);
    for (let index = 0; index < pages; index++) {
      const { page, reads } = await desk(`page=${index}&size=10${JANUARY}`);
      expect(page.orders.map((order) => order._id)).toEqual(all.slice(index * 10, index * 10 + 10));
      expect(page.orderTotalCount).toBe(ORDERS);
      expect(page.next === null).toBe(index === pages - 1);
      // The page's orders, the ones skipped from the nearer end, and a read per status count.
      const skipped = Math.min(index * 10, Math.max(0, ORDERS - index * 10 - 10));
      expect(reads).toBe(Math.max(1, page.orders.length) + skipped + ORDER_STATUSES.length);
    }
    // The last page of a filter, read oldest first, in the desk's order.
    const bkash = fixtures.filter((f) => f.method === 'bkash');
    const last = Math.ceil(bkash.length / 10) - 1;
    const { page } = await desk(`page=${last}&size=10&method=bkash${JANUARY}`);
    expect(page.orders.map((order) => order._id)).toEqual(newestFirst(bkash).slice(last * 10));
    expect((await desk(`page=${pages}&size=10${JANUARY}`)).page.orders).toEqual([]);
  });

  it('finds an order by its number, its phone as typed any way, or the buyer’s e-mail', async () => {
    const byNumber = await desk('q=b-desk07');
    expect(byNumber.page.orders.map((order) => order._id)).toEqual(['desk-order-07']);
    for (const phone of ['01811000007', '+880 1811-000007']) {
      const byPhone = await desk(`q=${encodeURIComponent(phone)}`);
      expect(byPhone.page.orders.map((order) => order._id)).toEqual(['desk-order-07']);
    }
    const byEmail = await desk(`q=DESK-3%40boi.test&status=Approved${JANUARY}`);
    const expected = fixtures.filter((f, i) => i % 5 === 3 && f.status === 'Approved');
    expect(byEmail.page.orders.map((order) => order._id)).toEqual(newestFirst(expected));
    expect(byEmail.page.statusCounts.Approved).toBe(expected.length);
  });

  it('refuses a search, a cursor or a filter it cannot read, with a 400 that says why', async () => {
    const search = await desk('q=rabindranath');
    expect(search.status).toBe(400);
    expect(search.message).toBe(ORDER_SEARCH_MESSAGE);
    for (const query of [
      'after=999999999999.0.x',
      'after=..%2F..',
      'status=Lost',
      'method=cash',
      'from=2020-02-01&to=2020-01-01',
      'from=yesterday',
    ]) {
      expect((await desk(query)).status, query).toBe(400);
    }
  });

  it('is for admins only', async () => {
    expect((await getAuthed(`/api/v1/order?q=b-desk07`, customer.idToken)).status).toBe(403);
    expect((await getAuthed(`/api/v1/order?q=b-desk07`)).status).toBe(401);
  });
});

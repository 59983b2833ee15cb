// The admin product table and the order desk as an admin uses them, on the filters whose queries
// need firestore.indexes.json entries no other test reaches (the emulator refuses a query without
// its index, and `npm test` reports the declared indexes a run never used):
// - GET /product with one catalog filter and `limit`: products by category or publication, newest
//   first (category.category_id / publication.publication_id, createdAt DESC);
// - the admin table (page and size) with a price band, alone or with a writer, publication,
//   category or sales label, or a book fair alone: the first page newest first (priceBand,
//   createdAt DESC, merged with the filter's own index), a page past the middle oldest first
//   (the createdAt ASC twins; functions/src/shared/nearest-end-page.ts);
// - the order desk's status tab and payment filter alone, first page (orderStatus or
//   payment.method, createdAt DESC, __name__ DESC);
// - the low-stock list's last pages, read from the most copies (quantity DESC, createdAt ASC).
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDeskPage } from '@boi/domain/admin/order-desk';
import type { ProductPage } from '@boi/domain/catalog/schemas';
import { ORDER_STATUSES, type OrderStatus, type PaymentMethod } from '@boi/domain/orders/order';
import { SALES_INFO } from '@boi/domain/shared/constants';
import { collections, type OrderDoc } from '../src/store/documents';
import { createTestUser, getAuthed, type TestUser } from './auth-helpers';
import { testDb } from './fixtures';
import { shopFixtures } from './order-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const shop = shopFixtures();
const CATEGORY = `t-${shop.run}-cat`;
const WRITER = `t-${shop.run}-writer`;
const PUBLICATION = `t-${shop.run}-pub`;
const BAND = '1000-plus';
const FAIR = '1950';
/** The run's books, newest first: a day apart in 1950, older than any other test's. */
const books: string[] = [];

const run = randomUUID().slice(0, 8);
/** 10 March 2099, noon in Dhaka: the run's orders lead every newest-first list of the desk. */
const MARCH_2099 = Date.UTC(2099, 2, 10, 6);
const THAT_DAY = '&from=2099-03-10&to=2099-03-10';
type Fixture = { id: string; status: OrderStatus; method: PaymentMethod; created: number };
const orders: Fixture[] = ['Approved', 'Pending', 'Approved', 'Shipped', 'Approved', 'Pending'].map(
  (status, i) => ({
    id: `t-${run}-order-${i}`,
    status: status as OrderStatus,
    method: i % 2 === 1 ? 'nagad' : 'cashOnDelivery',
    created: MARCH_2099 + i * 60 * 60 * 1000,
  }),
);
let admin: TestUser;

function orderDoc(i: number, fixture: Fixture): OrderDoc {
  const at = Timestamp.fromMillis(fixture.created);
  return {
    number: `B-IDX${run.slice(0, 4).toUpperCase()}${i}`,
    uid: `t-${run}-buyer`,
    email: `t-${run}@boi.test`,
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
      name: `Index ${i}`,
      email: `t-${run}@boi.test`,
      phone: `0181200${String(i).padStart(4, '0')}`,
      country: 'Bangladesh',
      city: 'Dhaka',
      zip: '1205',
      address: 'Road 2',
      district: 'Dhaka',
    },
    payment:
      fixture.method === 'cashOnDelivery'
        ? { method: 'cashOnDelivery' }
        : { method: fixture.method, senderNumber: '01711000000', trxId: `IDX${i}X` },
    idempotencyKey: `t-${run}-${i}`,
    createdAt: at,
    updatedAt: at,
  };
}

beforeAll(async () => {
  // Five books of one category, writer and publication, Tk 1500 (the 1000-plus band), the week's
  // best sellers, from the 1950 book fair.
  for (let i = 0; i < 5; i++) {
    const book = await shop.book({
      price: 1500,
      BookSalesInfo: SALES_INFO.weekBest,
      bookFair: FAIR,
      createdAt: Timestamp.fromMillis(Date.UTC(1950, 0, 1) + i * DAY),
    });
    books.unshift(book.id);
  }
  admin = await createTestUser({ admin: true });
  const batch = testDb().batch();
  orders.forEach((fixture, i) =>
    batch.set(collections(testDb()).orders.doc(fixture.id), orderDoc(i, fixture)),
  );
  await batch.commit();
});

afterAll(async () => {
  await shop.cleanup();
  await Promise.all(orders.map(({ id }) => collections(testDb()).orders.doc(id).delete()));
});

async function products(query: string) {
  // An admin's token: price bands, the low-stock list and a paged book fair are the admin table's.
  const { status, body, headers } = await getAuthed(`/api/v1/product?${query}`, admin.idToken);
  expect(status, query).toBe(200);
  return { data: body.data, reads: Number(headers.get('x-firestore-reads')) };
}

const idsOf = (page: ProductPage) => page.products.map((book) => book._id);

describe('GET /api/v1/product, the admin product table', () => {
  it('lists a category or a publication newest first, bounded by limit', async () => {
    for (const filter of [`category=${CATEGORY}`, `publication=${PUBLICATION}`]) {
      const { data } = await products(`${filter}&limit=3`);
      expect(
        data.map((book: { _id: string }) => book._id),
        filter,
      ).toEqual(books.slice(0, 3));
    }
  });

  it('pages a writer, publication or category with a price band, the pages past the middle read oldest first', async () => {
    for (const filter of [
      `writer=${WRITER}`,
      `publication=${PUBLICATION}`,
      `category=${CATEGORY}`,
    ]) {
      const query = `${filter}&priceBand=${BAND}`;
      const pages = [];
      for (const page of [0, 1, 2]) pages.push(await products(`${query}&page=${page}&size=2`));
      expect(
        pages.flatMap(({ data }) => idsOf(data as ProductPage)),
        query,
      ).toEqual(books);
      for (const { data } of pages) expect((data as ProductPage).productTotalCount).toBe(5);
      // The count, then the page: page 0 from the newest end (2 books); page 1 from the oldest
      // end, one book skipped (2 + 1); page 2, the oldest book (1). From the newest end pages 1
      // and 2 would cost 2 + 2 and 1 + 4.
      expect(
        pages.map(({ reads }) => reads),
        query,
      ).toEqual([1 + 2, 1 + 3, 1 + 1]);
    }
  });

  it('pages a price band, a sales label with a price band, or a book fair: the last pages oldest first', async () => {
    for (const query of [
      `priceBand=${BAND}`,
      `salesInfo=${encodeURIComponent(SALES_INFO.weekBest)}&priceBand=${BAND}`,
      `bookFair=${FAIR}`,
    ]) {
      // Other books may share the filter; the run's are the oldest, so they end it.
      const first = (await products(`${query}&page=0&size=2`)).data as ProductPage;
      const total = first.productTotalCount;
      expect(total, query).toBeGreaterThanOrEqual(5);
      expect(first.products).toHaveLength(2);
      const [newer, older] = first.products;
      expect(newer!.createdAt >= older!.createdAt, query).toBe(true);
      const last = Math.ceil(total / 2) - 1;
      const before = await products(`${query}&page=${last - 1}&size=2`);
      const end = await products(`${query}&page=${last}&size=2`);
      const tail = [...idsOf(before.data as ProductPage), ...idsOf(end.data as ProductPage)];
      expect(tail, query).toEqual(books.slice(5 - (total - (last - 1) * 2)));
      for (const { data } of [before, end])
        expect((data as ProductPage).productTotalCount).toBe(total);
      // The count and the last page's books, none skipped: read from the oldest end.
      expect(end.reads, query).toBe(1 + (end.data as ProductPage).products.length);
    }
  });
});

describe('GET /api/v1/product?stockAtMost, the low-stock list', () => {
  it('pages to its end: the last pages read from the most copies, oldest first', async () => {
    // Three sold-out books from 1940, older than any other: they end the list of stock 0.
    const soldOut: string[] = [];
    for (let i = 0; i < 3; i++) {
      const book = await shop.book({
        quantity: 0,
        createdAt: Timestamp.fromMillis(Date.UTC(1940, 0, 1) + i * DAY),
      });
      soldOut.unshift(book.id);
    }
    const first = (await products('stockAtMost=0&page=0&size=1')).data as ProductPage;
    const total = first.productTotalCount;
    expect(total).toBeGreaterThanOrEqual(3);
    const tail: string[] = [];
    for (const page of [total - 3, total - 2, total - 1]) {
      const { data, reads } = await products(`stockAtMost=0&page=${page}&size=1`);
      tail.push(...idsOf(data as ProductPage));
      // The count and the one book, nothing skipped: the last page is read from its own end.
      if (page === total - 1) expect(reads).toBe(2);
    }
    expect(tail).toEqual(soldOut);
  });
});

async function desk(query: string) {
  const { status, body, headers } = await getAuthed(`/api/v1/order?${query}`, admin.idToken);
  expect(status, query).toBe(200);
  return { page: body.data as OrderDeskPage, reads: Number(headers.get('x-firestore-reads')) };
}

/** The run's orders that pass `keep`, newest first (the desk's order). */
const newestFirst = (keep: (fixture: Fixture) => boolean) =>
  orders
    .filter(keep)
    .sort((a, b) => b.created - a.created)
    .map((fixture) => fixture.id);

describe('GET /api/v1/order, the order desk', () => {
  it('opens a status tab at its newest orders', async () => {
    const approved = newestFirst((f) => f.status === 'Approved');
    const tab = await desk('status=Approved&page=0&size=3');
    expect(tab.page.orders.map((order) => order._id)).toEqual(approved);
    expect(tab.page.orderTotalCount).toBe(tab.page.statusCounts.Approved);
    expect(tab.page.orderTotalCount).toBeGreaterThanOrEqual(approved.length);
    // The page's orders and one count per status.
    expect(tab.reads).toBe(approved.length + ORDER_STATUSES.length);

    const day = await desk(`status=Approved&page=0&size=10${THAT_DAY}`);
    expect(day.page.orders.map((order) => order._id)).toEqual(approved);
    expect(day.page.orderTotalCount).toBe(approved.length);
    expect(day.page.next).toBeNull();
    for (const status of ORDER_STATUSES) {
      expect(day.page.statusCounts[status], status).toBe(
        orders.filter((f) => f.status === status).length,
      );
    }
  });

  it('filters by payment method alone, newest first', async () => {
    const nagad = newestFirst((f) => f.method === 'nagad');
    const first = await desk('method=nagad&page=0&size=3');
    expect(first.page.orders.map((order) => order._id)).toEqual(nagad);
    expect(first.page.orders.every((order) => order.payment.method === 'nagad')).toBe(true);
    expect(first.page.orderTotalCount).toBeGreaterThanOrEqual(nagad.length);

    const day = await desk(`method=nagad&page=0&size=10${THAT_DAY}`);
    expect(day.page.orders.map((order) => order._id)).toEqual(nagad);
    expect(day.page.orderTotalCount).toBe(nagad.length);
    for (const status of ORDER_STATUSES) {
      expect(day.page.statusCounts[status], status).toBe(
        orders.filter((f) => f.method === 'nagad' && f.status === status).length,
      );
    }
  });
});

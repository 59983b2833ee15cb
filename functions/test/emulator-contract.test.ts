// The Firestore behaviour Boi's code relies on, checked against whichever emulator
// FIRESTORE_EMULATOR_HOST points to (Boi's wrapper or the official one). It runs in a project of
// its own, whose composite indexes it declares as a deployment would (Boi's emulator refuses a
// query that no index serves; the official one ignores indexes and the declaration):
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npx vitest run --project functions functions/test/emulator-contract.test.ts
import { randomUUID } from 'node:crypto';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import {
  FieldPath,
  FieldValue,
  getFirestore,
  Timestamp,
  type CollectionReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PROJECT_ID = 'demo-boi-contract';
const BOOKS = 25;

let db: Firestore;
let books: CollectionReference;
/** Documents the transaction tests write, kept out of `books`. */
let counters: CollectionReference;
/** Ids in the order Firestore must return them: createdAt desc, ties by id desc. */
let newestFirst: string[];

function app(name?: string): App {
  const existing = getApps().find((a) => a.name === (name ?? '[DEFAULT]'));
  return existing ?? initializeApp({ projectId: PROJECT_ID }, name);
}

beforeAll(async () => {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'Set FIRESTORE_EMULATOR_HOST to the emulator under test (e.g. 127.0.0.1:8080).',
    );
  }
  db = getFirestore(app());
  const run = randomUUID();
  books = db.collection(`contract-${run}`);
  counters = db.collection(`contract-tx-${run}`);
  const base = Date.UTC(2026, 0, 1);
  const rows = Array.from({ length: BOOKS }, (_, i) => ({
    id: `book-${String(i).padStart(2, '0')}`,
    // Pairs share a createdAt, so the order within a pair depends on the id tie-break.
    createdAt: base - Math.floor(i / 2) * 60_000,
    genre: i % 3 === 0 ? 'poetry' : 'novel',
  }));
  await declareIndexes(books.id, `${counters.id}-desk`);
  const batch = db.batch();
  for (const row of rows) {
    batch.set(books.doc(row.id), {
      genre: row.genre,
      createdAt: Timestamp.fromMillis(row.createdAt),
      stock: 0,
    });
  }
  await batch.commit();
  newestFirst = rows
    .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
    .map((row) => row.id);
});

type Order = 'ASCENDING' | 'DESCENDING';
const composite = (collectionGroup: string, ...fields: [string, Order][]) => ({
  collectionGroup,
  queryScope: 'COLLECTION',
  fields: fields.map(([fieldPath, order]) => ({ fieldPath, order })),
});

/** This suite's firestore.indexes.json, for its run's collections (Boi's emulator only). */
async function declareIndexes(booksGroup: string, deskGroup: string): Promise<void> {
  const indexes = [
    composite(booksGroup, ['genre', 'ASCENDING'], ['createdAt', 'DESCENDING']),
    composite(deskGroup, ['orderStatus', 'ASCENDING'], ['createdAt', 'DESCENDING']),
    composite(deskGroup, ['orderStatus', 'ASCENDING'], ['createdAt', 'ASCENDING']),
  ];
  await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}:indexes`,
    { method: 'PUT', body: JSON.stringify({ indexes, fieldOverrides: [] }) },
  ).catch(() => undefined);
}

afterAll(async () => {
  if (books) await Promise.all([db.recursiveDelete(books), db.recursiveDelete(counters)]);
  await Promise.all(
    getApps()
      .filter((a) => a.name.startsWith('contract-'))
      .map((a) => deleteApp(a)),
  );
});

const ids = async (query: Query) => (await query.get()).docs.map((doc) => doc.id);
const newest = () => books.orderBy('createdAt', 'desc');

describe('ordered pagination', () => {
  it('orders by createdAt desc, breaking ties by document id', async () => {
    expect(await ids(newest())).toEqual(newestFirst);
  });

  it('pages with offset + limit: pages are disjoint and complete', async () => {
    const size = 7;
    const pages: string[][] = [];
    for (let page = 0; page * size < BOOKS + size; page++) {
      pages.push(
        await ids(
          newest()
            .offset(page * size)
            .limit(size),
        ),
      );
    }
    expect(pages.map((p) => p.length)).toEqual([7, 7, 7, 4, 0]);
    expect(pages.flat()).toEqual(newestFirst);
  });

  it('pages with startAfter(lastDoc): pages are disjoint and complete', async () => {
    const seen: string[] = [];
    let last: DocumentSnapshot | undefined;
    for (;;) {
      const query = last ? newest().startAfter(last).limit(6) : newest().limit(6);
      const page = await query.get();
      if (page.empty || seen.length > BOOKS) break; // a cursor that is ignored would loop forever
      seen.push(...page.docs.map((doc) => doc.id));
      last = page.docs.at(-1);
    }
    expect(seen).toEqual(newestFirst);
  });

  it("filters with where('genre', '==', x).orderBy('createdAt', 'desc')", async () => {
    const poetry = books.where('genre', '==', 'poetry').orderBy('createdAt', 'desc');
    const expected = newestFirst.filter((id) => Number(id.slice(-2)) % 3 === 0);
    expect(await ids(poetry)).toEqual(expected);
    expect(await ids(poetry.offset(2).limit(3))).toEqual(expected.slice(2, 5));
  });
});

describe('count()', () => {
  it('counts a collection and a filtered query', async () => {
    expect((await books.count().get()).data().count).toBe(BOOKS);
    const novels = books.where('genre', '==', 'novel');
    expect((await novels.count().get()).data().count).toBe(BOOKS - Math.ceil(BOOKS / 3));
  });
});

describe('transactions', () => {
  it('serializes two concurrent read-modify-write increments (no lost update)', async () => {
    const ref = counters.doc('counter');
    await ref.set({ n: 0 });
    const clients = [db, getFirestore(app('contract-second-client'))];
    let firstRead!: () => void;
    const firstHasRead = new Promise<void>((resolve) => (firstRead = resolve));
    const increment = (client: Firestore, onRead?: () => void) =>
      client.runTransaction(async (tx) => {
        const doc = client.doc(ref.path);
        const n = (await tx.get(doc)).get('n') as number;
        onRead?.();
        // Give the other transaction time to read and write while this one holds its read.
        await new Promise((resolve) => setTimeout(resolve, 100));
        tx.update(doc, { n: n + 1 });
      });
    const first = increment(clients[0] as Firestore, firstRead);
    await firstHasRead;
    await Promise.all([first, increment(clients[1] as Firestore)]);
    expect((await ref.get()).get('n')).toBe(2);
  });

  it('lets exactly 5 of 30 concurrent "decrement stock if > 0" transactions succeed', async () => {
    const ref = counters.doc('stock');
    await ref.set({ stock: 5 });
    class OutOfStock extends Error {}
    const clients = [db, ...[1, 2, 3].map((i) => getFirestore(app(`contract-client-${i}`)))];
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => {
        const client = clients[i % clients.length] as Firestore;
        return client.runTransaction(async (tx) => {
          const doc = client.doc(ref.path);
          const stock = (await tx.get(doc)).get('stock') as number;
          if (stock <= 0) throw new OutOfStock('out of stock');
          tx.update(doc, { stock: stock - 1 });
        });
      }),
    );
    const rejected = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(rejected.map((r) => r.reason)).toEqual(Array(25).fill(expect.any(OutOfStock)));
    expect((await ref.get()).get('stock')).toBe(0);
  });

  it('keeps shards of stock apart and whole: a random shard read, then every shard on a shortfall, incremented down', async () => {
    // A hot book's stock split over shards (functions/src/orders/stock-shards.ts) relies on this:
    // a transaction reads one shard, then (short) all of them with getAll, and takes with
    // FieldValue.increment; no shard goes below zero and the copies sold are the copies there were.
    const shards = Array.from({ length: 4 }, (_, n) => counters.doc(`shard-${randomUUID()}-${n}`));
    await Promise.all(shards.map((shard) => shard.set({ quantity: 3 })));
    class Short extends Error {}
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        db.runTransaction(async (tx) => {
          const first = shards[i % shards.length]!;
          if (((await tx.get(first)).get('quantity') as number) >= 1) {
            tx.update(first, { quantity: FieldValue.increment(-1) });
            return;
          }
          const all = await tx.getAll(...shards);
          const held = all.find((s) => (s.get('quantity') as number) >= 1);
          if (!held) throw new Short('out of stock');
          tx.update(held.ref, { quantity: FieldValue.increment(-1) });
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(12);
    expect(results.filter((r) => r.status === 'rejected').map((r) => r.reason)).toEqual(
      Array(8).fill(expect.any(Short)),
    );
    const left = await Promise.all(shards.map(async (s) => (await s.get()).get('quantity')));
    expect(left).toEqual([0, 0, 0, 0]);
    // A copy back to a shard with set-merge and an increment: made if missing, added if there.
    const fresh = counters.doc(`shard-${randomUUID()}`);
    await db.runTransaction(async (tx) => {
      tx.set(fresh, { quantity: FieldValue.increment(2) }, { merge: true });
      tx.set(shards[0]!, { quantity: FieldValue.increment(1) }, { merge: true });
    });
    expect((await fresh.get()).get('quantity')).toBe(2);
    expect((await shards[0]!.get()).get('quantity')).toBe(1);
  });

  it('fails a batch or transaction whose create() meets an existing document, writing none of it', async () => {
    // Idempotent admin creates (shared/idempotent-create.ts) rely on this.
    const taken = counters.doc(`taken-${randomUUID()}`);
    const other = counters.doc(`other-${randomUUID()}`);
    await taken.create({ n: 1 });
    const batch = db.batch();
    batch.create(other, { n: 2 });
    batch.create(taken, { n: 3 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 6 });
    await expect(
      db.runTransaction(async (tx) => {
        tx.create(other, { n: 4 });
        tx.create(taken, { n: 5 });
      }),
    ).rejects.toMatchObject({ code: 6 });
    expect((await other.get()).exists).toBe(false);
    expect((await taken.get()).get('n')).toBe(1);
  });
});

describe('admin writes', () => {
  it('pages a nested-field filter by document id with startAfter and select()', async () => {
    const nested = db.collection(`${counters.id}-nested`);
    const batch = db.batch();
    for (let i = 0; i < 7; i++) {
      batch.set(nested.doc(`b-${i}`), { category: { category_id: i % 2 ? 'odd' : 'even' }, n: i });
    }
    await batch.commit();
    const page = (after?: string) => {
      const q = nested
        .where('category.category_id', '==', 'even')
        .orderBy(FieldPath.documentId())
        .select()
        .limit(2);
      return (after ? q.startAfter(after) : q).get();
    };
    const first = await page();
    const second = await page(first.docs[1]!.id);
    const third = await page(second.docs[1]!.id);
    expect([...first.docs, ...second.docs, ...third.docs].map((d) => d.id)).toEqual([
      'b-0',
      'b-2',
      'b-4',
      'b-6',
    ]);
    expect(first.docs[0]!.data()).toEqual({});
    await db.recursiveDelete(nested);
  });

  it('applies FieldValue.increment in a transaction, creating the field when absent', async () => {
    const ref = counters.doc('increment');
    await ref.set({ productCount: 2 });
    await db.runTransaction(async (tx) => {
      await tx.get(ref);
      tx.update(ref, { productCount: FieldValue.increment(-1), other: FieldValue.increment(3) });
    });
    expect((await ref.get()).data()).toEqual({ productCount: 1, other: 3 });
  });

  it('reads a query inside a transaction', async () => {
    const found = await db.runTransaction(async (tx) =>
      tx.get(books.where('genre', '==', 'poetry').select().limit(1)),
    );
    expect(found.size).toBe(1);
  });
});

describe('order desk', () => {
  // functions/src/orders/list-orders.ts: equality filters and a createdAt range, newest first with
  // ties by id, pages after (createdAt, id), counts of the same filters, and `in` on a nested field.
  it('pages equality filters and a time range newest first, after a (timestamp, id) cursor', async () => {
    const desk = db.collection(`${counters.id}-desk`);
    const base = Date.UTC(2026, 10, 1);
    const batch = db.batch();
    for (let i = 0; i < 10; i++) {
      batch.set(desk.doc(`o-${i}`), {
        // Two orders per instant, so that ties are paged by id.
        createdAt: Timestamp.fromMillis(base + Math.floor(i / 2) * 1000),
        orderStatus: i % 3 === 0 ? 'Cancelled' : 'Pending',
        payment: { method: i % 2 ? 'bkash' : 'cashOnDelivery' },
        shipping: { phone: i === 4 ? '+8801712345678' : `0171000000${i}` },
      });
    }
    await batch.commit();
    const scope = desk
      .where('orderStatus', '==', 'Pending')
      .where('createdAt', '>=', Timestamp.fromMillis(base + 1000))
      .where('createdAt', '<', Timestamp.fromMillis(base + 5000));
    const newest = scope.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
    const first = await newest.limit(3).get();
    expect(first.docs.map((d) => d.id)).toEqual(['o-8', 'o-7', 'o-5']);
    const last = first.docs[2]!;
    const second = await newest
      .startAfter(last.get('createdAt') as Timestamp, last.id)
      .limit(3)
      .get();
    expect(second.docs.map((d) => d.id)).toEqual(['o-4', 'o-2']);
    expect((await scope.count().get()).data().count).toBe(5);
    const bkash = await desk
      .where('payment.method', '==', 'bkash')
      .where('orderStatus', '==', 'Cancelled')
      .count()
      .get();
    expect(bkash.data().count).toBe(2);
    const byPhone = await desk
      .where('shipping.phone', 'in', ['01712345678', '+8801712345678', '8801712345678'])
      .get();
    expect(byPhone.docs.map((d) => d.id)).toEqual(['o-4']);
    await db.recursiveDelete(desk);
  });
});

describe('search index catch-up', () => {
  // functions/src/search/catalog-reads.ts reads books changed after a watermark, oldest first,
  // in pages; a batch's books share one updatedAt, so ties are paged by document id.
  it('pages a timestamp range ordered by the field then by id, with startAfter(value, id)', async () => {
    const changed = db.collection(`${counters.id}-changed`);
    const base = Date.UTC(2026, 0, 1);
    const batch = db.batch();
    for (let i = 0; i < 9; i++) {
      batch.set(changed.doc(`b-${i}`), {
        // Three books per timestamp; b-0..b-2 are at or before the watermark.
        updatedAt: Timestamp.fromMillis(base + Math.floor(i / 3) * 1000),
        writer: { writerName: `w${i}`, writer_id: 'w' },
        other: 'not selected',
      });
    }
    batch.set(changed.doc('no-time'), { writer: { writerName: 'x', writer_id: 'w' } });
    await batch.commit();
    const since = Timestamp.fromMillis(base);
    const page = (after?: [Timestamp, string]) => {
      const q = changed
        .where('updatedAt', '>', since)
        .orderBy('updatedAt')
        .orderBy(FieldPath.documentId())
        .select('updatedAt', 'writer')
        .limit(2);
      return (after ? q.startAfter(...after) : q).get();
    };
    const seen: DocumentSnapshot[] = [];
    let after: [Timestamp, string] | undefined;
    for (let i = 0; i < 5; i++) {
      const snapshot = await page(after);
      seen.push(...snapshot.docs);
      if (snapshot.size < 2) break;
      const last = snapshot.docs[1]!;
      after = [last.get('updatedAt') as Timestamp, last.id];
    }
    expect(seen.map((d) => d.id)).toEqual(['b-3', 'b-4', 'b-5', 'b-6', 'b-7', 'b-8']);
    expect(seen[0]!.data()).toEqual({
      updatedAt: Timestamp.fromMillis(base + 1000),
      writer: { writerName: 'w3', writer_id: 'w' },
    });
    const newestFirst = await changed.orderBy('updatedAt', 'desc').limit(1).get();
    expect(newestFirst.docs.map((d) => d.id)).toEqual(['b-8']);
    await db.recursiveDelete(changed);
  });

  it('gives every document of a batch the same server timestamp, after the earlier ones', async () => {
    const stamped = db.collection(`${counters.id}-stamped`);
    await stamped.doc('first').set({ updatedAt: FieldValue.serverTimestamp() });
    const batch = db.batch();
    for (const id of ['a', 'b', 'c']) {
      batch.set(stamped.doc(id), { updatedAt: FieldValue.serverTimestamp() });
    }
    await batch.commit();
    const times = Object.fromEntries(
      (await stamped.get()).docs.map((d) => [d.id, (d.get('updatedAt') as Timestamp).toMillis()]),
    );
    expect(times.a).toBe(times.b);
    expect(times.b).toBe(times.c);
    expect(times.a).toBeGreaterThan(times.first!);
    const later = await stamped
      .where('updatedAt', '>', Timestamp.fromMillis(times.first!))
      .orderBy('updatedAt')
      .orderBy(FieldPath.documentId())
      .get();
    expect(later.docs.map((d) => d.id)).toEqual(['a', 'b', 'c']);
    await db.recursiveDelete(stamped);
  });
});

// Production limits the official emulator enforces too: https://firebase.google.com/docs/firestore/quotas
// and https://firebase.google.com/docs/firestore/query-data/queries#query_limitations. Single-field
// filters only, so no composite index is needed.
describe('limits', () => {
  const values = (n: number) => Array.from({ length: n }, (_, i) => `genre-${i}`);

  it('refuses an in filter with 31 values (30 is the limit) with INVALID_ARGUMENT', async () => {
    expect((await books.where('genre', 'in', ['poetry', ...values(29)]).get()).size).toBe(9);
    await expect(books.where('genre', 'in', values(31)).get()).rejects.toMatchObject({ code: 3 });
  });

  it('refuses a not-in filter with 11 values (10 is the limit) with INVALID_ARGUMENT', async () => {
    expect((await books.where('genre', 'not-in', ['novel', ...values(9)]).get()).size).toBe(9);
    await expect(books.where('genre', 'not-in', values(11)).get()).rejects.toMatchObject({
      code: 3,
    });
  });

  it('refuses a 1.1 MiB document with INVALID_ARGUMENT and writes nothing', async () => {
    const ref = counters.doc('too-big');
    await expect(ref.set({ text: 'x'.repeat(1.1 * 1024 * 1024) })).rejects.toMatchObject({
      code: 3,
    });
    expect((await ref.get()).exists).toBe(false);
  });
});

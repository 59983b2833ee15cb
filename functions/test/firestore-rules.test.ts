// firestore.rules, tried with @firebase/rules-unit-testing as a visitor, a customer, another
// customer and an admin: every read the storefront makes, the queries it must not make, and every
// kind of write. Runs against whichever emulator FIRESTORE_EMULATOR_HOST names (Boi's `emulator/`
// in `npm test`, or the official one: see docs/firestore-rules.md).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';

/** A project of its own, so clearing and seeding never touch the stack's demo-boi data. */
const PROJECT_ID = 'demo-boi-rules';

type Who = 'visitor' | 'customer' | 'other customer' | 'admin';
const WHO: readonly Who[] = ['visitor', 'customer', 'other customer', 'admin'];

let env: RulesTestEnvironment;

/** Each caller's account and token claims; a visitor has none. */
const IDENTITY: Record<Who, { uid: string; claims: Record<string, unknown> } | null> = {
  visitor: null,
  customer: { uid: 'alice', claims: { email: 'alice@boi.test', email_verified: true } },
  'other customer': { uid: 'bob', claims: { email: 'bob@boi.test', email_verified: true } },
  admin: { uid: 'root', claims: { email: 'admin@boi.test', admin: true } },
};

function firestoreAs(who: Who): Firestore {
  const identity = IDENTITY[who];
  const context = identity
    ? env.authenticatedContext(identity.uid, identity.claims)
    : env.unauthenticatedContext();
  return context.firestore() as unknown as Firestore;
}

/**
 * The unsigned ID token an emulator accepts (what @firebase/rules-unit-testing sends for an
 * authenticated context), for requests the JS SDK cannot make.
 */
function mockToken(identity: { uid: string; claims: Record<string, unknown> }): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    sub: identity.uid,
    user_id: identity.uid,
    firebase: { sign_in_provider: 'custom', identities: {} },
    ...identity.claims,
  };
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', type: 'JWT' })}.${part(payload)}.`;
}

const SEED: Record<string, Record<string, unknown>> = {
  'books/book-1': { nameB: 'পথের পাঁচালী', price: 250, discount: 10, stockBand: 'in-stock' },
  'products/book-1': { nameB: 'পথের পাঁচালী', price: 250, quantity: 37, searchKeys: ['পথ'] },
  'categories/cat-1': { name: 'উপন্যাস', productCount: 1 },
  'writers/writer-1': { name: 'বিভূতিভূষণ', writerDetails: '', productCount: 1 },
  'publications/pub-1': { name: 'অন্যপ্রকাশ', productCount: 1 },
  'banners/banner-1': { image: 'banners/banner-1.webp' },
  'bookFair/current': { bookFairYear: '2023' },
  'reviews/approved-1': { forProduct: 'book-1', rating: 5, comment: 'ভালো', status: 'Approved' },
  'reviews/pending-1': { forProduct: 'book-1', rating: 1, comment: 'spam', status: 'Pending' },
  'users/alice': { name: 'Alice', email: 'alice@boi.test', role: 'Customer' },
  'users/bob': { name: 'Bob', email: 'bob@boi.test', role: 'Customer' },
  'orders/order-alice': { uid: 'alice', email: 'alice@boi.test', orderStatus: 'Pending' },
  'orders/order-bob': { uid: 'bob', email: 'bob@boi.test', orderStatus: 'Pending' },
  'coupons/BOI10': { couponCode: 'BOI10', discountPercent: 10, active: true },
  'checkoutEmails/alice~x': { uid: 'alice', email: 'a@boi.test', tokenHash: null },
  'mail/mail-1': { to: 'alice@boi.test', message: { subject: 'Order', text: 'Thanks' } },
  'messages/order-1~Pending': { to: '+8801712345678', body: 'Boi: order B-ORDER1 received.' },
  'stats/catalog': { productCount: 1 },
  'searchTombstones/book-0': { deletedAt: 1 },
  'reviewAuthors/approved-1': { uid: 'alice' },
  'listings/all': { next: 1, gaps: [] },
  'paymentRefs/bkash~TRX123456': { orderId: 'order-alice' },
  'payments/TR0011ABC': { orderId: 'order-alice', provider: 'bkash', state: 'created' },
  'auditLog/entry-1': { uid: 'root', operation: 'createCategory' },
  'rateLimits/signIn~account~x~1': { count: 1 },
  'pagesVersion/current': { version: 'v1' },
  'settings/shop': { lowStockThreshold: 5 },
  'stockNotices/book-1~alice': { productId: 'book-1', uid: 'alice', email: 'alice@boi.test' },
  'wishlists/alice': { productIds: ['book-1'] },
};

beforeAll(async () => {
  // Refusals are the point here: keep the SDK from logging each one as an error.
  setLogLevel('silent');
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('Set FIRESTORE_EMULATOR_HOST to the emulator under test.');
  const [hostname, port] = host.split(':');
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      host: hostname,
      port: Number(port),
      rules: readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8'),
    },
  });
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    for (const [path, data] of Object.entries(SEED)) await setDoc(doc(db, path), data);
  });
});

afterAll(async () => {
  await env?.cleanup();
});

type Check = (db: Firestore, who: Who) => Promise<unknown>;

const get =
  (path: string): Check =>
  (db) =>
    getDoc(doc(db, path));
const list =
  (path: string, ...constraints: QueryConstraint[]): Check =>
  (db) =>
    getDocs(query(collection(db, path), ...constraints));
const count =
  (path: string, ...constraints: QueryConstraint[]): Check =>
  (db) =>
    getCountFromServer(query(collection(db, path), ...constraints));
/**
 * A list query with an offset, sent as a script would (REST runQuery): the JS SDK has no
 * offset(), but Firestore's REST and gRPC APIs take one and bill every document it skips.
 */
const listWithOffset =
  (path: string, offset: number, size: number, where?: [string, string]): Check =>
  async (_db, who) => {
    const identity = IDENTITY[who];
    const response = await fetch(
      `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(identity ? { authorization: `Bearer ${mockToken(identity)}` } : {}),
        },
        body: JSON.stringify({
          structuredQuery: {
            from: [{ collectionId: path }],
            ...(where
              ? {
                  where: {
                    fieldFilter: {
                      field: { fieldPath: where[0] },
                      op: 'EQUAL',
                      value: { stringValue: where[1] },
                    },
                  },
                }
              : {}),
            offset,
            limit: size,
          },
        }),
      },
    );
    if (response.status === 403) {
      throw Object.assign(new Error('PERMISSION_DENIED'), { code: 'permission-denied' });
    }
    if (!response.ok) throw new Error(`runQuery answered ${response.status}`);
    return response.json();
  };
const create =
  (path: string, data: Record<string, unknown> = { name: 'new' }): Check =>
  (db) =>
    setDoc(doc(db, path), data);
const update =
  (path: string, data: Record<string, unknown> = { name: 'changed' }): Check =>
  (db) =>
    updateDoc(doc(db, path), data);
const remove =
  (path: string): Check =>
  (db) =>
    deleteDoc(doc(db, path));

/** One row of a collection's table: what is tried, and who may do it. */
type Row = { what: string; check: Check; allowed: readonly Who[] };
const EVERYONE = WHO;
const NOBODY: readonly Who[] = [];

function table(collectionName: string, rows: Row[]): void {
  describe(collectionName, () => {
    for (const row of rows) {
      for (const who of WHO) {
        const allowed = row.allowed.includes(who);
        it(`${allowed ? 'allows' : 'denies'} ${who}: ${row.what}`, async () => {
          const attempt = row.check(firestoreAs(who), who);
          await (allowed ? assertSucceeds(attempt) : assertFails(attempt));
        });
      }
    }
  });
}

/** The writes no client may make, the admin included. */
function writes(path: string, existing: string): Row[] {
  return [
    { what: `create ${path}/new-doc`, check: create(`${path}/new-doc`), allowed: NOBODY },
    { what: `update ${existing}`, check: update(existing), allowed: NOBODY },
    { what: `delete ${existing}`, check: remove(existing), allowed: NOBODY },
  ];
}

function publicCatalog(path: string, id: string, maxLimit: number): void {
  table(path, [
    { what: `get ${path}/${id}`, check: get(`${path}/${id}`), allowed: EVERYONE },
    { what: `get a missing ${path} document`, check: get(`${path}/missing`), allowed: EVERYONE },
    {
      what: `list ${path} with limit(${maxLimit})`,
      check: list(path, limit(maxLimit)),
      allowed: EVERYONE,
    },
    {
      what: `list ${path} with limit(${maxLimit + 1})`,
      check: list(path, limit(maxLimit + 1)),
      allowed: NOBODY,
    },
    { what: `list ${path} without a limit`, check: list(path), allowed: NOBODY },
    {
      what: `list ${path} with limit(${maxLimit}) from offset 0 (REST)`,
      check: listWithOffset(path, 0, maxLimit),
      allowed: EVERYONE,
    },
    {
      what: `list ${path} with limit(${maxLimit}) past an offset (REST)`,
      check: listWithOffset(path, 19_950, maxLimit),
      allowed: NOBODY,
    },
    ...writes(path, `${path}/${id}`),
  ]);
}

publicCatalog('books', 'book-1', 50);
publicCatalog('categories', 'cat-1', 200);
publicCatalog('writers', 'writer-1', 200);
publicCatalog('publications', 'pub-1', 200);
publicCatalog('banners', 'banner-1', 20);
publicCatalog('bookFair', 'current', 1);

table('listings', [
  { what: 'get listings/all', check: get('listings/all'), allowed: EVERYONE },
  { what: 'get a missing listing', check: get('listings/category~none'), allowed: EVERYONE },
  { what: 'list listings', check: list('listings', limit(1)), allowed: NOBODY },
  ...writes('listings', 'listings/all'),
]);

const approved = where('status', '==', 'Approved');
const ofBook = where('forProduct', '==', 'book-1');

table('reviews', [
  { what: 'get an approved review', check: get('reviews/approved-1'), allowed: EVERYONE },
  { what: 'get a pending review', check: get('reviews/pending-1'), allowed: NOBODY },
  {
    what: "list a book's approved reviews",
    check: list('reviews', ofBook, approved, limit(10)),
    allowed: EVERYONE,
  },
  {
    what: "count a book's approved reviews",
    check: count('reviews', ofBook, approved, limit(10)),
    allowed: EVERYONE,
  },
  {
    what: "list a book's reviews without the Approved filter",
    check: list('reviews', ofBook, limit(10)),
    allowed: NOBODY,
  },
  {
    what: 'list pending reviews',
    check: list('reviews', where('status', '==', 'Pending'), limit(10)),
    allowed: NOBODY,
  },
  {
    what: 'list approved reviews past an offset (REST)',
    check: listWithOffset('reviews', 50, 10, ['status', 'Approved']),
    allowed: NOBODY,
  },
  {
    what: 'list approved reviews without a limit',
    check: list('reviews', ofBook, approved),
    allowed: NOBODY,
  },
  ...writes('reviews', 'reviews/pending-1'),
  {
    what: 'approve a pending review',
    check: update('reviews/pending-1', { status: 'Approved' }),
    allowed: NOBODY,
  },
]);

table('users', [
  { what: 'get users/alice', check: get('users/alice'), allowed: ['customer'] },
  { what: 'get users/bob', check: get('users/bob'), allowed: ['other customer'] },
  { what: 'list users', check: list('users', limit(10)), allowed: NOBODY },
  {
    what: 'make alice an Admin',
    check: update('users/alice', { role: 'Admin' }),
    allowed: NOBODY,
  },
  ...writes('users', 'users/alice'),
]);

table('orders', [
  { what: 'get order-alice', check: get('orders/order-alice'), allowed: ['customer'] },
  { what: 'get order-bob', check: get('orders/order-bob'), allowed: ['other customer'] },
  {
    what: "list alice's orders",
    check: list('orders', where('uid', '==', 'alice'), limit(10)),
    allowed: ['customer'],
  },
  {
    what: "list alice's orders without a limit",
    check: list('orders', where('uid', '==', 'alice')),
    allowed: NOBODY,
  },
  {
    what: "list alice's orders from offset 0 (REST)",
    check: listWithOffset('orders', 0, 10, ['uid', 'alice']),
    allowed: ['customer'],
  },
  {
    what: "list alice's orders past an offset (REST)",
    check: listWithOffset('orders', 5, 10, ['uid', 'alice']),
    allowed: NOBODY,
  },
  { what: 'list every order', check: list('orders', limit(10)), allowed: NOBODY },
  {
    what: 'approve order-alice',
    check: update('orders/order-alice', { orderStatus: 'Approved' }),
    allowed: NOBODY,
  },
  ...writes('orders', 'orders/order-alice'),
]);

for (const [path, id] of [
  ['products', 'book-1'],
  ['coupons', 'BOI10'],
  // An address typed at checkout and its link's hash: the functions alone.
  ['checkoutEmails', 'alice~x'],
  ['mail', 'mail-1'],
  // SMS to shoppers' numbers (the Twilio extension's shape), written and read by the functions.
  ['messages', 'order-1~Pending'],
  ['stats', 'catalog'],
  ['searchTombstones', 'book-0'],
  ['reviewAuthors', 'approved-1'],
  ['paymentRefs', 'bkash~TRX123456'],
  // bKash attempts of online payments: settled by the functions alone.
  ['payments', 'TR0011ABC'],
  ['auditLog', 'entry-1'],
  ['rateLimits', 'signIn~account~x~1'],
  ['pagesVersion', 'current'],
  ['settings', 'shop'],
  // Even a shopper's own notice: the e-mail address it holds is read by the functions only.
  ['stockNotices', 'book-1~alice'],
  // Read through GET /api/v1/wishlist; the browser keeps its own copy.
  ['wishlists', 'alice'],
] as const) {
  table(path, [
    { what: `get ${path}/${id}`, check: get(`${path}/${id}`), allowed: NOBODY },
    { what: `list ${path}`, check: list(path, limit(10)), allowed: NOBODY },
    ...writes(path, `${path}/${id}`),
  ]);
}

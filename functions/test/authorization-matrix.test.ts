// The authorization matrix: every operation, through both of its doors (the callable and its
// /api/v1 row), and every signed-in or admin read, against every kind of caller: none, a forged
// token, an expired admin token, a customer, another customer and an admin. Each answer's status
// is exact, and a re-read of the whole database (and of the customer's Auth claims) shows that no
// refused request changed anything.
import { createHash } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLE_NAMES, CALLABLES, type CallableName } from '@boi/domain/api/callables';
import { findRead, READ_NAMES, READS as READ_TABLE } from '@boi/domain/api/reads';
import { COLLECTIONS, collections } from '../src/store/documents';
import { callFunction, createTestUser, type TestUser } from './auth-helpers';
import { BASE_URL, testDb } from './fixtures';
import { checkout, shopFixtures } from './order-fixtures';

const shop = shopFixtures();
afterAll(() => shop.cleanup());

type Caller = 'none' | 'forged' | 'expired' | 'customer' | 'other customer' | 'admin';
const REFUSED_CALLERS = ['none', 'forged', 'expired'] as const;

let customer: TestUser;
let otherCustomer: TestUser;
let admin: TestUser;
let expiredAdminToken: string;
let customerOrderId: string;
let bookId: string;

/**
 * An admin's token, one hour and more past its expiry: the same claims, issued two hours ago. The
 * Auth emulator signs nothing, so only the dates make it invalid, as in production.
 */
function expired(idToken: string): string {
  const [header, payload] = idToken.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const issued = Math.floor(Date.now() / 1000) - 2 * 3600;
  const old = { ...claims, iat: issued, auth_time: issued, exp: issued + 3600 };
  return `${header}.${Buffer.from(JSON.stringify(old)).toString('base64url')}.`;
}

function tokenOf(caller: Caller): string | undefined {
  switch (caller) {
    case 'none':
      return undefined;
    case 'forged':
      return 'eyJhbGciOiJub25lIn0.forged.token';
    case 'expired':
      return expiredAdminToken;
    case 'customer':
      return customer.idToken;
    case 'other customer':
      return otherCustomer.idToken;
    case 'admin':
      return admin.idToken;
  }
}

/** Every document the functions may write, and the customer's Auth claims, as one digest. */
async function databaseDigest(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of Object.keys(COLLECTIONS) as (keyof typeof COLLECTIONS)[]) {
    // A refused attempt may count against a rate limit (a bad reset code does): that is the
    // limits' bookkeeping, not a change to the shop.
    if (name === 'rateLimits') continue;
    const snapshot = await testDb().collection(COLLECTIONS[name]).get();
    // A mail's `delivery` is the mail relay's record (the Trigger Email extension's in
    // production), written while the test runs for mails sent before it.
    const docs = snapshot.docs.map((doc) => {
      const { delivery: _delivery, ...data } = doc.data();
      return `${doc.ref.path}\n${JSON.stringify(name === 'mail' ? data : doc.data())}\n`;
    });
    for (const doc of docs.sort()) hash.update(doc);
  }
  const claims = (await getAuth().getUser(customer.uid)).customClaims ?? {};
  hash.update(JSON.stringify(claims));
  return hash.digest('hex');
}

/** One input per operation: harmless for an admin (a missing id, or one refused by its schema). */
const INPUTS: Record<CallableName, () => Record<string, unknown>> = {
  placeOrder: () => ({ ...checkout([{ productId: bookId, quantity: 1 }]) }),
  payOrder: () => ({ id: 'matrix-missing' }),
  payOnDelivery: () => ({ id: 'matrix-missing' }),
  checkCoupon: () => ({ code: 'NO-SUCH-COUPON' }),
  requestCheckoutEmailLink: () => ({ email: 'not-an-email' }),
  confirmCheckoutEmail: () => ({ id: 'matrix-missing', token: 'x'.repeat(43) }),
  createReview: () => ({ forProduct: bookId, rating: 4, name: 'পাঠক', comment: 'ভালো' }),
  createProfile: () => ({ name: 'পাঠক' }),
  requestStockNotice: () => ({ productId: 'matrix-missing' }),
  updateWishlist: () => ({ add: ['../not-an-id'] }),
  signUp: () => ({ name: 'x', email: 'not-an-email', password: 'secret123' }),
  signIn: () => ({ email: 'nobody-matrix@boi.test', password: 'wrong-pass1' }),
  requestPasswordReset: () => ({ email: 'nobody-matrix@boi.test' }),
  resetPassword: () => ({ code: 'not-a-code', password: 'new-pass1' }),
  createProduct: () => ({ nameB: '' }),
  updateProduct: () => ({ id: 'matrix-missing', nameB: '' }),
  deleteProduct: () => ({ id: 'matrix-missing' }),
  importCatalog: () => ({ rows: [], firstRow: 2, apply: true }),
  createCategory: () => ({ name: '' }),
  updateCategory: () => ({ id: 'matrix-missing', name: 'নতুন নাম' }),
  deleteCategory: () => ({ id: 'matrix-missing' }),
  createWriter: () => ({ name: '' }),
  updateWriter: () => ({ id: 'matrix-missing', name: 'নতুন নাম' }),
  deleteWriter: () => ({ id: 'matrix-missing' }),
  createPublication: () => ({ name: '' }),
  updatePublication: () => ({ id: 'matrix-missing', name: 'নতুন নাম' }),
  deletePublication: () => ({ id: 'matrix-missing' }),
  updateBookFair: () => ({ id: 'matrix-missing', bookFairYear: 'abcd' }),
  createCoupon: () => ({ couponCode: '', discountPercent: 0 }),
  setCouponActive: () => ({ couponCode: 'MATRIXNONE', active: false }),
  approveReview: () => ({ id: 'matrix-missing', status: 'Approved' }),
  deleteReview: () => ({ id: 'matrix-missing' }),
  updateOrderStatus: () => ({ id: 'matrix-missing', orderStatus: 'Approved' }),
  bulkUpdateOrderStatus: () => ({ ids: ['matrix-missing'], orderStatus: 'Shipped' }),
  deleteOrder: () => ({ id: 'matrix-missing' }),
  createBanner: () => ({ image: 'up-matrixmissing' }),
  deleteBanner: () => ({ id: 'matrix-missing' }),
  setHomeSection: () => ({ section: 'no-such-section', categoryId: null }),
  // A revoke of an address with no account (an invitation to one would make the account).
  setAdminRole: () => ({ email: 'nobody-matrix@boi.test', admin: false }),
  updateShopSettings: () => ({ lowStockThreshold: -1 }),
};

/**
 * What each allowed caller gets, per operation. Refused callers get 401 (none, forged, expired)
 * or 403 (a customer at an admin's operation). Statuses are the callable's; its row answers the
 * same, but 201 for a POST's success.
 */
const ALLOWED: Record<CallableName, Partial<Record<Caller, number>>> = {
  placeOrder: { customer: 200, 'other customer': 200 },
  payOrder: { customer: 404, 'other customer': 404, admin: 404 },
  payOnDelivery: { customer: 404, 'other customer': 404, admin: 404 },
  checkCoupon: { none: 404, customer: 404, admin: 404 },
  requestCheckoutEmailLink: { customer: 400, 'other customer': 400 },
  confirmCheckoutEmail: { none: 400, customer: 400, 'other customer': 400, admin: 400 },
  createReview: { customer: 200, 'other customer': 200 },
  createProfile: { customer: 200, 'other customer': 200 },
  requestStockNotice: { customer: 404, 'other customer': 404 },
  updateWishlist: { customer: 400, 'other customer': 400 },
  signUp: { none: 400 },
  signIn: { none: 401 },
  requestPasswordReset: { none: 200 },
  resetPassword: { none: 400 },
  createProduct: { admin: 400 },
  updateProduct: { admin: 400 },
  deleteProduct: { admin: 404 },
  importCatalog: { admin: 400 },
  createCategory: { admin: 400 },
  updateCategory: { admin: 404 },
  deleteCategory: { admin: 404 },
  createWriter: { admin: 400 },
  updateWriter: { admin: 404 },
  deleteWriter: { admin: 404 },
  createPublication: { admin: 400 },
  updatePublication: { admin: 404 },
  deletePublication: { admin: 404 },
  updateBookFair: { admin: 400 },
  createCoupon: { admin: 400 },
  setCouponActive: { admin: 404 },
  approveReview: { admin: 404 },
  deleteReview: { admin: 404 },
  updateOrderStatus: { admin: 404 },
  bulkUpdateOrderStatus: { admin: 404 },
  deleteOrder: { admin: 404 },
  createBanner: { admin: 400 },
  deleteBanner: { admin: 404 },
  setHomeSection: { admin: 400 },
  setAdminRole: { admin: 404 },
  updateShopSettings: { admin: 400 },
};

/** The status a caller must get, or null where the row does not apply (a signed-out-only call). */
function expectedStatus(name: CallableName, caller: Caller): number {
  const { access } = CALLABLES[name] as { access: string };
  const allowed = ALLOWED[name][caller];
  if (allowed !== undefined) return allowed;
  if (caller === 'none' || caller === 'forged' || caller === 'expired') return 401;
  return access === 'admin' ? 403 : 200;
}

async function viaCallable(name: CallableName, input: Record<string, unknown>, caller: Caller) {
  return (await callFunction(name, input, tokenOf(caller))).status;
}

async function viaRow(name: CallableName, input: Record<string, unknown>, caller: Caller) {
  const row = CALLABLES[name].rest as
    { method: string; path: string; bearerField?: string } | undefined;
  if (!row) return null;
  const body = { ...input };
  const path = row.path.replace(/:(\w+)/g, (_, param: string) => {
    const value = String(body[param]);
    delete body[param];
    return encodeURIComponent(value);
  });
  // The reset row takes the link's code as its bearer: a caller's token there is just a bad code.
  const bearer = row.bearerField ? String(body[row.bearerField]) : tokenOf(caller);
  if (row.bearerField) delete body[row.bearerField];
  const response = await fetch(`${BASE_URL}/api/v1${path}`, {
    method: row.method.toUpperCase(),
    headers: {
      'content-type': 'application/json',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

const rowSuccess = (name: CallableName, status: number) =>
  status === 200 && CALLABLES[name].rest?.method === 'post' ? 201 : status;

beforeAll(async () => {
  [customer, otherCustomer, admin] = await Promise.all([
    createTestUser(),
    createTestUser(),
    createTestUser({ admin: true }),
  ]);
  expiredAdminToken = expired(admin.idToken);
  bookId = (await shop.book({ quantity: 50 })).id;
  const placed = await callFunction(
    'placeOrder',
    checkout([{ productId: bookId, quantity: 1 }]),
    customer.idToken,
  );
  expect(placed.status).toBe(200);
  customerOrderId = placed.body.result.orderId as string;
});

afterAll(async () => {
  const all = collections(testDb());
  const [orders, reviews] = await Promise.all([
    all.orders.where('uid', 'in', [customer.uid, otherCustomer.uid]).get(),
    all.reviews.where('forProduct', '==', bookId).get(),
  ]);
  await Promise.all([...orders.docs, ...reviews.docs].map((doc) => doc.ref.delete()));
});

describe('every operation, at both doors', () => {
  it('refuses every caller it should, with the exact status, and changes nothing', async () => {
    const before = await databaseDigest();
    const answers: string[] = [];
    const wanted: string[] = [];
    for (const name of CALLABLE_NAMES) {
      const { access } = CALLABLES[name] as { access: string };
      const refused: Caller[] = [
        ...(access === 'anyone' ? (['forged', 'expired'] as const) : REFUSED_CALLERS),
        ...(access === 'admin' ? (['customer', 'other customer'] as const) : []),
      ];
      for (const caller of refused) {
        const input = INPUTS[name]();
        const status = expectedStatus(name, caller);
        const callable = await viaCallable(name, input, caller);
        answers.push(`${name} callable ${caller} ${callable}`);
        wanted.push(`${name} callable ${caller} ${status}`);
        const row = await viaRow(name, input, caller);
        if (row === null) continue;
        // The reset row reads no token: its bearer is the reset code.
        const rowStatus = CALLABLES[name].rest?.bearerField ? 400 : status;
        answers.push(`${name} row ${caller} ${row}`);
        wanted.push(`${name} row ${caller} ${rowStatus}`);
      }
    }
    expect(answers).toEqual(wanted);
    expect(await databaseDigest()).toBe(before);
  });

  it.each(CALLABLE_NAMES)('%s lets the callers it serves through, at both doors', async (name) => {
    const callers = Object.keys(ALLOWED[name]) as Caller[];
    for (const caller of callers) {
      const status = expectedStatus(name, caller);
      expect(await viaCallable(name, INPUTS[name](), caller), `${caller} callable`).toBe(status);
      const row = await viaRow(name, INPUTS[name](), caller);
      if (row !== null) expect(row, `${caller} row`).toBe(rowSuccess(name, status));
    }
  });
});

describe('every signed-in and admin read', () => {
  type Read = { path: () => string; allowed: Partial<Record<Caller, number>> };
  const own = { customer: 200, admin: 200, 'other customer': 200 };
  const adminOnly = { admin: 200 };
  const READS: Read[] = [
    { path: () => '/api/v1/user/me', allowed: own },
    { path: () => '/api/v1/order/mine', allowed: own },
    {
      path: () => `/api/v1/order/orderDetails/${customerOrderId}`,
      allowed: { customer: 200, admin: 200, 'other customer': 403 },
    },
    {
      path: () => `/api/v1/order/${encodeURIComponent(customer.email)}`,
      allowed: { customer: 200, admin: 200, 'other customer': 403 },
    },
    { path: () => '/api/v1/order?page=0&size=5', allowed: adminOnly },
    { path: () => '/api/v1/review', allowed: adminOnly },
    { path: () => '/api/v1/admin/overview', allowed: adminOnly },
    { path: () => '/api/v1/admin/admins', allowed: adminOnly },
    { path: () => '/api/v1/coupon', allowed: adminOnly },
    { path: () => '/api/v1/audit', allowed: adminOnly },
    { path: () => '/api/v1/wishlist', allowed: own },
    { path: () => '/api/v1/admin/catalog-export?size=1', allowed: adminOnly },
  ];

  it('covers every row of the reads table that needs a token', () => {
    const covered = READS.map((read) => {
      const url = new URL(read.path(), BASE_URL);
      const query = Object.fromEntries(url.searchParams);
      return findRead(url.pathname.replace(/^\/api\/v1/, ''), query)?.name;
    });
    const tokenRows = READ_NAMES.filter((name) => READ_TABLE[name].access !== 'public');
    expect([...covered].sort()).toEqual([...tokenRows].sort());
  });
  const CALLERS: Caller[] = ['none', 'forged', 'expired', 'customer', 'other customer', 'admin'];

  it('answers each caller with the exact status, and never a private answer to another', async () => {
    const answers: string[] = [];
    const wanted: string[] = [];
    for (const read of READS) {
      for (const caller of CALLERS) {
        const token = tokenOf(caller);
        const response = await fetch(`${BASE_URL}${read.path()}`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        const body = await response.text();
        const status =
          read.allowed[caller] ?? (['none', 'forged', 'expired'].includes(caller) ? 401 : 403);
        answers.push(`${read.path()} ${caller} ${response.status}`);
        wanted.push(`${read.path()} ${caller} ${status}`);
        if (response.status >= 400) expect(body).not.toContain(customerOrderId);
        if (response.status === 200) {
          expect(response.headers.get('cache-control')).toBe('private, no-store');
        }
      }
    }
    expect(answers).toEqual(wanted);
  });

  it('refuses uploads from everyone but an admin', async () => {
    for (const caller of ['none', 'forged', 'expired', 'customer'] as const) {
      const token = tokenOf(caller);
      const response = await fetch(`${BASE_URL}/api/v1/upload?kind=product`, {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: new FormData(),
      });
      await response.arrayBuffer();
      expect(response.status, caller).toBe(caller === 'customer' ? 403 : 401);
    }
  });
});

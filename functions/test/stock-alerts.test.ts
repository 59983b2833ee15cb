import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { AdminOverview } from '@boi/domain/admin/overview';
import { STOCK_NOTICE_MESSAGES, stockNoticeId } from '@boi/domain/catalog/stock-notices';
import {
  DEFAULT_SHOP_SETTINGS,
  LOW_STOCK_THRESHOLD_MESSAGE,
} from '@boi/domain/settings/shop-settings';
import { collections, SHOP_SETTINGS_DOC_ID } from '../src/store/documents';
import { DOORS, expectAdminOnly, okStatus, send, type AdminCall } from './admin-doors';
import { apiWrite } from './admin-helpers';
import { callFunction, createTestUser, getAuthed, type TestUser } from './auth-helpers';
import { testDb } from './fixtures';
import { checkout, shopFixtures } from './order-fixtures';

const shop = shopFixtures();
let admin: TestUser;
let customer: TestUser;
let buyer: TestUser;
let waiter: TestUser;
const placedOrders: string[] = [];
const all = () => collections(testDb());

const SETTINGS: AdminCall = {
  name: 'updateShopSettings',
  method: 'PATCH',
  http: (body) => ({ path: '/settings', body }),
};
const NOTICE: AdminCall = {
  name: 'requestStockNotice',
  method: 'POST',
  http: (body) => ({ path: '/stock-notice', body }),
};

beforeAll(async () => {
  [admin, customer, buyer, waiter] = await Promise.all([
    createTestUser({ admin: true }),
    createTestUser(),
    createTestUser(),
    createTestUser(),
  ]);
  // The low-stock mail goes to the accounts whose profile says Admin.
  await all().users.doc(admin.uid).set({
    name: admin.name,
    email: admin.email,
    role: 'Admin',
    createdAt: Timestamp.now(),
  });
});

afterAll(async () => {
  const mails = await all().mail.where('to', 'in', [admin.email, waiter.email, buyer.email]).get();
  const notices = await all().stockNotices.where('uid', '==', waiter.uid).get();
  await Promise.all([
    shop.cleanup(),
    all().users.doc(admin.uid).delete(),
    all().settings.doc(SHOP_SETTINGS_DOC_ID).delete(),
    ...placedOrders.map((id) => all().orders.doc(id).delete()),
    ...[...mails.docs, ...notices.docs].map((doc) => doc.ref.delete()),
  ]);
});

async function placeOrder(productId: string, quantity: number): Promise<string> {
  const { status, body } = await callFunction(
    'placeOrder',
    checkout([{ productId, quantity }]),
    buyer.idToken,
  );
  if (status !== 200) throw new Error(`placeOrder failed: ${status} ${JSON.stringify(body)}`);
  placedOrders.push(body.result.orderId);
  return body.result.orderId as string;
}

const cancel = async (orderId: string) => {
  const answer = await callFunction(
    'updateOrderStatus',
    { id: orderId, orderStatus: 'Cancelled' },
    admin.idToken,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

/** The mails to one address about one book (by its name in the subject). */
async function mailsAbout(to: string, nameB: string) {
  const mails = await all().mail.where('to', '==', to).get();
  return mails.docs.map((doc) => doc.data()).filter((mail) => mail.message.subject.includes(nameB));
}

const saveThreshold = (lowStockThreshold: number) =>
  send('callable', SETTINGS, { lowStockThreshold }, admin);

describe('the shop settings (low-stock threshold)', () => {
  it('only an admin saves them, through both doors', async () => {
    for (const door of DOORS) {
      const state = async () => (await all().settings.doc(SHOP_SETTINGS_DOC_ID).get()).data();
      await expectAdminOnly(door, SETTINGS, { lowStockThreshold: 4 }, customer, state);
      const saved = await send(door, SETTINGS, { lowStockThreshold: 4 }, admin);
      expect(saved.status).toBe(okStatus(door, SETTINGS));
      expect(await state()).toEqual({ lowStockThreshold: 4 });
    }
  });

  it.each([-1, 2.5, 'five', 10_001])('refuses the threshold %j, changing nothing', async (bad) => {
    await saveThreshold(4);
    for (const door of DOORS) {
      const refused = await send(door, SETTINGS, { lowStockThreshold: bad }, admin);
      expect(refused.status).toBe(400);
      expect(refused.message).toContain(LOW_STOCK_THRESHOLD_MESSAGE);
    }
    const stored = await all().settings.doc(SHOP_SETTINGS_DOC_ID).get();
    expect(stored.data()).toEqual({ lowStockThreshold: 4 });
  });

  it("the overview's low-stock list follows the saved threshold", async () => {
    await all().settings.doc(SHOP_SETTINGS_DOC_ID).delete();
    const overview = async () =>
      (await getAuthed('/api/v1/admin/overview', admin.idToken)).body.data as AdminOverview;
    expect((await overview()).lowStockThreshold).toBe(DEFAULT_SHOP_SETTINGS.lowStockThreshold);
    await saveThreshold(0);
    const none = await overview();
    expect(none.lowStockThreshold).toBe(0);
    expect(none.lowStock.every((book) => book.quantity === 0)).toBe(true);
  });
});

describe('the low-stock mail to admins', () => {
  it('mails once when a book falls to the threshold, and again only after it rose above', async () => {
    await saveThreshold(3);
    const book = await shop.book({ quantity: 5 });
    const first = await placeOrder(book.id, 2); // 5 → 3: at the threshold
    let mails = await mailsAbout(admin.email, book.nameB);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.message.subject).toContain('3 copies left');
    expect(mails[0]?.message.html).toContain('/side-navbar/product-page?stockAtMost=3');

    const second = await placeOrder(book.id, 1); // 3 → 2: still low, no second mail
    expect(await mailsAbout(admin.email, book.nameB)).toHaveLength(1);

    await cancel(first);
    await cancel(second); // back to 5: above the threshold again
    expect((await all().products.doc(book.id).get()).get('lowStockMailed')).toBe(false);
    expect(await mailsAbout(admin.email, book.nameB)).toHaveLength(1);

    await placeOrder(book.id, 4); // 5 → 1
    mails = await mailsAbout(admin.email, book.nameB);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.message.subject)).toContainEqual(
      expect.stringContaining('1 copy left'),
    );
    // Admins only: the buyer hears nothing of it.
    expect(await mailsAbout(buyer.email, book.nameB)).toEqual([]);
  });
});

describe("back in stock ('জানিয়ে দিন')", () => {
  it('is refused for a book in stock, a missing book, a visitor and an unconfirmed address', async () => {
    const book = await shop.book({ quantity: 2 });
    const inStock = await send('callable', NOTICE, { productId: book.id }, waiter);
    expect(inStock.status).toBe(400);
    expect(inStock.code).toBe('failed-precondition');
    expect(inStock.message).toBe(STOCK_NOTICE_MESSAGES.inStock);

    const missing = await send('http', NOTICE, { productId: 'no-such-book' }, waiter);
    expect(missing.status).toBe(404);
    const hostile = await send('http', NOTICE, { productId: '../orders/x' }, waiter);
    expect(hostile.status).toBe(400);

    const soldOut = await shop.book({ quantity: 0, status: 'out-of-stock' });
    expect((await send('http', NOTICE, { productId: soldOut.id }, null)).status).toBe(401);
    const unconfirmed = await createTestUser({ emailVerified: false });
    expect((await send('callable', NOTICE, { productId: soldOut.id }, unconfirmed)).status).toBe(
      403,
    );
    const waiting = await all().stockNotices.where('productId', '==', soldOut.id).get();
    expect(waiting.size).toBe(0);
  });

  it('mails each waiting shopper once when the book is back', async () => {
    const book = await shop.book({ quantity: 1 });
    const sold = await placeOrder(book.id, 1); // the last copy: sold out
    expect((await shop.stockOf(book.id)).quantity).toBe(0);

    // Asking twice, through both doors, is one notice.
    for (const door of DOORS) {
      const asked = await send(door, NOTICE, { productId: book.id }, waiter);
      expect(asked.status).toBe(door === 'http' ? 201 : 200);
      expect(asked.result.message).toBe(STOCK_NOTICE_MESSAGES.asked);
    }
    const notice = all().stockNotices.doc(stockNoticeId(book.id, waiter.uid));
    expect((await notice.get()).data()).toMatchObject({
      productId: book.id,
      uid: waiter.uid,
      email: waiter.email,
    });
    expect(await mailsAbout(waiter.email, book.nameB)).toEqual([]);

    await cancel(sold); // the copy comes back
    const mails = await mailsAbout(waiter.email, book.nameB);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.message.subject).toContain('back in stock');
    expect(mails[0]?.message.text).toContain(`/product3Details/${book.id}`);
    expect((await notice.get()).exists).toBe(false);

    // Sold out and back again: the notice was used, so no second mail.
    const again = await placeOrder(book.id, 1);
    await cancel(again);
    expect(await mailsAbout(waiter.email, book.nameB)).toHaveLength(1);
  });

  it('an admin restocking the book sends the waiting mails too', async () => {
    const book = await shop.book({ quantity: 0, status: 'out-of-stock' });
    const asked = await send('callable', NOTICE, { productId: book.id }, waiter);
    expect(asked.status).toBe(200);
    const linked = [
      all().categories.doc(book.category.category_id),
      all().writers.doc(book.writer.writer_id),
      all().publications.doc(book.publication.publication_id),
    ];
    await Promise.all(
      linked.map((ref) =>
        ref.set({
          name: 'পরীক্ষা',
          productCount: 1,
          writerDetails: '',
          createdAt: Timestamp.now(),
        } as never),
      ),
    );
    const saved = await callFunction(
      'updateProduct',
      {
        id: book.id,
        nameB: book.nameB,
        nameE: book.nameE,
        price: book.price,
        quantity: 6,
        discount: 0,
        status: 'in-stock',
        category: book.category.category_id,
        writer: book.writer.writer_id,
        publication: book.publication.publication_id,
        bookFair: null,
        descriptionB: '',
        descriptionE: '',
        BookSalesInfo: 'None',
      },
      admin.idToken,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await mailsAbout(waiter.email, book.nameB)).toHaveLength(1);
    await Promise.all(linked.map((ref) => ref.delete()));
  });
});

describe('GET /api/v1/product?stockAtMost (the low-stock list of Product Manage)', () => {
  it('lists the books with at most that many copies, the fewest first, with their count', async () => {
    await Promise.all([shop.book({ quantity: 0 }), shop.book({ quantity: 1 })]);
    const { status, body } = await getAuthed(
      '/api/v1/product?stockAtMost=1&page=0&size=10',
      admin.idToken,
    );
    expect(status).toBe(200);
    const quantities = (body.data.products as { quantity: number }[]).map((b) => b.quantity);
    expect(quantities.length).toBeGreaterThan(0);
    expect(quantities.every((q) => q <= 1)).toBe(true);
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
    const count = await all().products.where('quantity', '<=', 1).count().get();
    expect(body.data.productTotalCount).toBe(count.data().count);
  });

  it('goes alone: with search words or another filter it is a 400', async () => {
    const { status } = await apiWrite('PATCH', '/settings', {
      body: { lowStockThreshold: 2 },
      token: customer.idToken,
    });
    expect(status).toBe(403);
    for (const extra of ['q=kobi', 'priceBand=under-200', 'category=cat-1']) {
      const answer = await getAuthed(
        `/api/v1/product?stockAtMost=2&${extra}&page=0&size=10`,
        admin.idToken,
      );
      expect(answer.status).toBe(400);
    }
  });
});

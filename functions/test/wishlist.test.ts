import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WISHLIST_MAX } from '@boi/domain/shared/constants';
import { collections } from '../src/store/documents';
import { DOORS, send, type AdminCall } from './admin-doors';
import { createTestUser, getAuthed, type TestUser } from './auth-helpers';
import { setPublicBook } from '../src/products/public-book';
import { fixtureBook, testDb } from './fixtures';

const WISHLIST: AdminCall = {
  name: 'updateWishlist',
  method: 'PATCH',
  http: (body) => ({ path: '/wishlist', body }),
};
let reader: TestUser;
let other: TestUser;
const bookIds = ['t-wish-1', 't-wish-2', 't-wish-3'];

beforeAll(async () => {
  [reader, other] = await Promise.all([createTestUser(), createTestUser()]);
  // Public copies only (what the wishlist page shows), outside every storefront listing.
  const batch = testDb().batch();
  bookIds.forEach((id, i) => setPublicBook(batch, id, fixtureBook(900 + i, { nameB: id }), {}));
  await batch.commit();
});
afterAll(async () => {
  const all = collections(testDb());
  await Promise.all([
    ...bookIds.map((id) => all.books.doc(id).delete()),
    all.wishlists.doc(reader.uid).delete(),
    all.wishlists.doc(other.uid).delete(),
  ]);
});

const wishlistOf = async (user: TestUser) => {
  const { status, body } = await getAuthed('/api/v1/wishlist', user.idToken);
  expect(status).toBe(200);
  return body.data as { productIds: string[]; books: { _id: string; nameB: string }[] };
};

describe('the wishlist (updateWishlist, PATCH and GET /api/v1/wishlist)', () => {
  it('is for signed-in shoppers only', async () => {
    for (const door of DOORS) {
      expect((await send(door, WISHLIST, { add: [bookIds[0]] }, null)).status).toBe(401);
    }
    expect((await getAuthed('/api/v1/wishlist')).status).toBe(401);
  });

  it('adds (newest first), removes and answers the list, through both doors', async () => {
    const added = await send('callable', WISHLIST, { add: [bookIds[0]] }, reader);
    expect(added.status).toBe(200);
    expect(added.result.productIds).toEqual([bookIds[0]]);
    const more = await send('http', WISHLIST, { add: [bookIds[1]] }, reader);
    expect(more.status).toBe(200);
    expect(more.result.productIds).toEqual([bookIds[1], bookIds[0]]);

    const page = await wishlistOf(reader);
    expect(page.productIds).toEqual([bookIds[1], bookIds[0]]);
    expect(page.books.map((book) => book.nameB)).toEqual([bookIds[1], bookIds[0]]);

    const removed = await send('http', WISHLIST, { remove: [bookIds[1]] }, reader);
    expect(removed.result.productIds).toEqual([bookIds[0]]);
    // Each account has its own.
    expect((await wishlistOf(other)).productIds).toEqual([]);
  });

  it("merges a visitor's list at sign-in: its books first, none twice", async () => {
    await send('callable', WISHLIST, { add: [bookIds[0]] }, other);
    const merged = await send('callable', WISHLIST, { add: [bookIds[2], bookIds[0]] }, other);
    expect(merged.result.productIds).toEqual([bookIds[2], bookIds[0]]);
  });

  it('shows only the books still sold, and keeps the ids', async () => {
    const gone = 't-wish-gone';
    await send('callable', WISHLIST, { add: [gone] }, other);
    const page = await wishlistOf(other);
    expect(page.productIds).toContain(gone);
    expect(page.books.map((book) => book._id)).not.toContain(gone);
  });

  it('refuses hostile ids and oversized lists, changing nothing', async () => {
    const before = await wishlistOf(reader);
    const many = Array.from({ length: WISHLIST_MAX + 1 }, (_, i) => `b${i}`);
    const bodies = [{}, { add: ['../orders/x'] }, { remove: [42] }, { add: many }, { add: 'x' }];
    for (const body of bodies) {
      for (const door of DOORS) {
        expect((await send(door, WISHLIST, body, reader)).status).toBe(400);
      }
    }
    expect(await wishlistOf(reader)).toEqual(before);
  });
});

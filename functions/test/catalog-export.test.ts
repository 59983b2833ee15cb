import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../src/store/documents';
import { expectAdminOnlyRead } from './admin-doors';
import { createTestUser, getAuthed, type TestUser } from './auth-helpers';
import { testDb } from './fixtures';
import { shopFixtures } from './order-fixtures';

const shop = shopFixtures();
let admin: TestUser;
let customer: TestUser;
let mine: string[];

beforeAll(async () => {
  [admin, customer] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
  mine = (await Promise.all([shop.book(), shop.book(), shop.book()])).map((book) => book.id);
});
afterAll(() => shop.cleanup());

const page = async (query: string) => {
  const answer = await getAuthed(`/api/v1/admin/catalog-export${query}`, admin.idToken);
  expect(answer.status).toBe(200);
  return answer.body.data as { books: { _id: string }[]; next: string | null };
};

describe('GET /api/v1/admin/catalog-export (Export CSV)', () => {
  it('is for admins only', async () => {
    await expectAdminOnlyRead('/api/v1/admin/catalog-export', customer);
  });

  it('walks the whole catalog by cursor, each book once, a page costing its books', async () => {
    const total = (await collections(testDb()).products.count().get()).data().count;
    const seen: string[] = [];
    let after = '';
    for (let i = 0; i < 1_000; i++) {
      const answer = await getAuthed(
        `/api/v1/admin/catalog-export?size=97${after ? `&after=${after}` : ''}`,
        admin.idToken,
      );
      const { books, next } = answer.body.data as { books: { _id: string }[]; next: string | null };
      expect(Number(answer.headers.get('x-firestore-reads'))).toBeLessThanOrEqual(97 + 1);
      seen.push(...books.map((book) => book._id));
      if (!next) break;
      after = next;
    }
    // Other test files add and delete books meanwhile: the walk sees about the catalog, once each.
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of mine) expect(seen).toContain(id);
    expect(Math.abs(seen.length - total)).toBeLessThan(50);
    expect(seen).toEqual([...seen].sort());
  });

  it('refuses a bad cursor or size', async () => {
    for (const query of ['?after=../x', '?size=0', '?size=1001', '?size=lots']) {
      const answer = await getAuthed(`/api/v1/admin/catalog-export${query}`, admin.idToken);
      expect(answer.status).toBe(400);
    }
    expect((await page('?size=1')).books).toHaveLength(1);
  });
});

// setHomeSection: a category made in the dashboard can feed a home section, and the home page
// (the read behind server rendering and /api/v1/home) shows its books there.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../src/store/documents';
import { apiWrite } from './admin-helpers';
import { callFunction, createTestUser, type TestUser } from './auth-helpers';
import { fixtureBook, getJson, putFixtureBook, testDb } from './fixtures';

const run = randomUUID().slice(0, 8);
let admin: TestUser;
let customer: TestUser;
let categoryId = '';
const bookId = `home-section-${run}`;
let before: string | null = null;

const technology = async () =>
  (await getJson('/api/v1/home')).body.data.sections.find(
    (s: { key: string }) => s.key === 'technology',
  );

beforeAll(async () => {
  [admin, customer] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
  before = (await technology())?.category?._id ?? null;
  const created = await callFunction('createCategory', { name: `প্রযুক্তি ${run}` }, admin.idToken);
  categoryId = created.body.result.id;
  await putFixtureBook(
    testDb(),
    bookId,
    fixtureBook(7, {
      nameB: `নতুন প্রযুক্তির বই ${run}`,
      quantity: 5,
      status: 'in-stock',
      category: { categoryName: `প্রযুক্তি ${run}`, category_id: categoryId },
    }),
  );
  await collections(testDb()).categories.doc(categoryId).update({ productCount: 1 });
});

afterAll(async () => {
  await callFunction(
    'setHomeSection',
    { section: 'technology', categoryId: before },
    admin.idToken,
  );
  await collections(testDb()).products.doc(bookId).delete();
  await collections(testDb()).books.doc(bookId).delete();
  await collections(testDb()).categories.doc(categoryId).delete();
});

describe('setHomeSection', () => {
  it('feeds a home section from a category made in the dashboard', async () => {
    const set = await apiWrite('PATCH', '/home-section/technology', {
      body: { categoryId },
      token: admin.idToken,
    });
    expect(set.status).toBe(200);
    const section = await technology();
    expect(section.category).toEqual({ _id: categoryId, name: `প্রযুক্তি ${run}` });
    expect(section.products.map((b: { _id: string }) => b._id)).toContain(bookId);
    // The category list says so too, and no other category keeps the section.
    const feeding = await collections(testDb())
      .categories.where('section', '==', 'technology')
      .get();
    expect(feeding.docs.map((d) => d.id)).toEqual([categoryId]);
  });

  it('moves a category from one section to another, and empties a section', async () => {
    await callFunction('setHomeSection', { section: 'package', categoryId }, admin.idToken);
    expect((await technology()).category).toBeNull();
    const home = (await getJson('/api/v1/home')).body.data;
    expect(home.sections.find((s: { key: string }) => s.key === 'package').category._id).toBe(
      categoryId,
    );
    const cleared = await callFunction(
      'setHomeSection',
      { section: 'package', categoryId: null },
      admin.idToken,
    );
    expect(cleared.status).toBe(200);
    expect(
      (await collections(testDb()).categories.doc(categoryId).get()).get('section'),
    ).toBeNull();
  });

  it('refuses customers, unknown sections and unknown categories', async () => {
    const asCustomer = await callFunction(
      'setHomeSection',
      { section: 'technology', categoryId },
      customer.idToken,
    );
    expect(asCustomer.body.error.status).toBe('PERMISSION_DENIED');
    const badSection = await apiWrite('PATCH', '/home-section/poetry', {
      body: { categoryId },
      token: admin.idToken,
    });
    expect([badSection.status, badSection.body.message]).toEqual([400, 'Unknown home section']);
    const missing = await callFunction(
      'setHomeSection',
      { section: 'technology', categoryId: 'no-such-category' },
      admin.idToken,
    );
    expect(missing.body.error.status).toBe('NOT_FOUND');
  });
});

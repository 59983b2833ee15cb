import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { PRODUCT_MESSAGES } from '@boi/domain/admin/products';
import { IMPORT_BATCH_ROWS, importedBookId } from '@boi/domain/admin/catalog-import';
import { collections } from '../src/store/documents';
import { send, type AdminCall } from './admin-doors';
import { callFunction, createTestUser, getAuthed, type TestUser } from './auth-helpers';
import { getJson, testDb } from './fixtures';

const IMPORT: AdminCall = {
  name: 'importCatalog',
  method: 'POST',
  http: (body) => ({ path: '/product/import', body }),
};
const run = randomUUID().slice(0, 8);
const names = { category: `ইমপোর্ট ${run}`, writer: `লেখক ${run}`, publication: `প্রকাশ ${run}` };
const linkIds = {
  category: `imp-cat-${run}`,
  writer: `imp-writer-${run}`,
  publication: `imp-pub-${run}`,
};
let admin: TestUser;
let customer: TestUser;

const row = (overrides: Record<string, string> = {}): Record<string, string> => ({
  id: '',
  nameB: `আমদানি বই ${run}`,
  nameE: `Imported book ${run}`,
  price: '250',
  discount: '5',
  quantity: '12',
  status: 'in-stock',
  category: names.category,
  writer: names.writer,
  publication: names.publication,
  bookFair: '',
  salesInfo: 'None',
  tags: 'নতুন|আমদানি',
  descriptionB: 'বিবরণ',
  descriptionE: '',
  ...overrides,
});
const good = row();
const rows = [
  good,
  row({ nameB: `দাম ভুল ${run}`, price: 'abc' }),
  row({ nameB: `বিষয় নেই ${run}`, category: 'no such category' }),
  row({ nameB: `ট্যাগ বেশি ${run}`, tags: 'a|b|c|d|e|f' }),
];
const goodId = importedBookId(good);

const importRows = (input: Record<string, string>[], apply: boolean, setStock?: boolean) =>
  send('callable', IMPORT, { rows: input, firstRow: 2, apply, setStock }, admin);
const stored = async (id: string) => (await collections(testDb()).products.doc(id).get()).data();
const countOf = async () =>
  (await collections(testDb()).categories.doc(linkIds.category).get()).get('productCount');

beforeAll(async () => {
  [admin, customer] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
  const all = collections(testDb());
  const createdAt = Timestamp.now();
  await Promise.all([
    all.categories
      .doc(linkIds.category)
      .set({ name: names.category, productCount: 0, section: null, createdAt }),
    all.writers
      .doc(linkIds.writer)
      .set({ name: names.writer, writerDetails: '', productCount: 0, createdAt }),
    all.publications
      .doc(linkIds.publication)
      .set({ name: names.publication, productCount: 0, createdAt }),
  ]);
});
afterAll(async () => {
  await callFunction('deleteProduct', { id: goodId }, admin.idToken);
  const all = collections(testDb());
  await Promise.all([
    all.categories.doc(linkIds.category).delete(),
    all.writers.doc(linkIds.writer).delete(),
    all.publications.doc(linkIds.publication).delete(),
  ]);
});

describe('importCatalog (Import CSV)', () => {
  it('is for admins only, through both doors', async () => {
    for (const door of ['callable', 'http'] as const) {
      const input = { rows: [good], firstRow: 2, apply: true };
      expect((await send(door, IMPORT, input, null)).status).toBe(401);
      expect((await send(door, IMPORT, input, customer)).status).toBe(403);
    }
    expect(await stored(goodId)).toBeUndefined();
  });

  it('a dry run reports each row, with its row number and the §5 message, and writes nothing', async () => {
    const answer = await importRows(rows, false);
    expect(answer.status).toBe(200);
    const outcomes = answer.result.outcomes as { row: number; action: string; message?: string }[];
    expect(outcomes.map((o) => [o.row, o.action])).toEqual([
      [2, 'add'],
      [3, 'error'],
      [4, 'error'],
      [5, 'error'],
    ]);
    expect(outcomes[1]?.message).toBe(PRODUCT_MESSAGES.price);
    expect(outcomes[2]?.message).toContain(PRODUCT_MESSAGES.category);
    expect(outcomes[3]?.message).toBe(PRODUCT_MESSAGES.tooManyTags);
    expect(await stored(goodId)).toBeUndefined();
  });

  it('applies the valid rows: the book, its counts, its public copy and the admin search', async () => {
    const answer = await importRows(rows, true);
    expect(answer.result.outcomes.map((o: { action: string }) => o.action)).toEqual([
      'add',
      'error',
      'error',
      'error',
    ]);
    const book = await stored(goodId);
    expect(book).toMatchObject({
      nameB: good.nameB,
      price: 250,
      quantity: 12,
      productTags: ['নতুন', 'আমদানি'],
      category: { category_id: linkIds.category, categoryName: names.category },
      image: 'covers/placeholder-600.webp',
      thumb: 'covers/placeholder-400.webp',
    });
    expect(await countOf()).toBe(1);
    expect((await collections(testDb()).books.doc(goodId).get()).exists).toBe(true);
    const found = await getAuthed(
      `/api/v1/product?q=${encodeURIComponent(good.nameE ?? '')}&page=0&size=10`,
      admin.idToken,
    );
    expect(found.body.data.products.map((b: { _id: string }) => b._id)).toContain(goodId);
  });

  it('importing the same file again changes nothing', async () => {
    const before = await stored(goodId);
    const answer = await importRows(rows, true);
    expect(answer.result.outcomes[0].action).toBe('unchanged');
    expect(await stored(goodId)).toEqual(before);
    expect(await countOf()).toBe(1);
  });

  it('a changed row updates its book', async () => {
    const changed = [row({ price: '300' })];
    expect((await importRows(changed, false)).result.outcomes[0].action).toBe('update');
    expect((await importRows(changed, true)).result.outcomes[0].action).toBe('update');
    expect((await stored(goodId))?.price).toBe(300);
    expect(await countOf()).toBe(1);
  });

  it('a book in the shop keeps its stock unless the import is told to set it from the file', async () => {
    // Copies sold since the export: the file still says 12.
    await collections(testDb()).products.doc(goodId).update({ quantity: 7 });
    const sameStockRow = [row({ price: '300' })];
    expect((await importRows(sameStockRow, true)).result.outcomes[0].action).toBe('unchanged');
    const repriced = [row({ price: '320' })];
    expect((await importRows(repriced, true)).result.outcomes[0].action).toBe('update');
    expect(await stored(goodId)).toMatchObject({ price: 320, quantity: 7 });

    expect((await importRows(repriced, false, true)).result.outcomes[0].action).toBe('update');
    expect((await importRows(repriced, true, true)).result.outcomes[0].action).toBe('update');
    expect((await stored(goodId))?.quantity).toBe(12);
    expect((await importRows(repriced, false, true)).result.outcomes[0].action).toBe('unchanged');
  });

  it('adds the new rows of a call together: counted once, numbered in order in their listings', async () => {
    const all = collections(testDb());
    const category = { id: `imp-batch-${run}`, name: `একসাথে ${run}` };
    await all.categories
      .doc(category.id)
      .set({ name: category.name, productCount: 0, section: null, createdAt: Timestamp.now() });
    const batch = Array.from({ length: 6 }, (_, i) =>
      row({
        nameB: `একসাথে বই ${i} ${run}`,
        nameE: `Together ${i} ${run}`,
        category: category.name,
      }),
    );
    const ids = batch.map(importedBookId);
    const answer = await importRows(batch, true);
    expect(answer.result.outcomes.map((o: { action: string }) => o.action)).toEqual(
      batch.map(() => 'add'),
    );
    const counted = await all.categories.doc(category.id).get();
    expect(counted.get('productCount')).toBe(6);
    // One commit wrote the books and the count: the count was written once, not once a book.
    const books = await Promise.all(ids.map((id) => all.products.doc(id).get()));
    expect(books.every((book) => book.updateTime?.isEqual(counted.updateTime!))).toBe(true);
    const seqs = await Promise.all(
      ids.map(async (id) => (await all.books.doc(id).get()).get('seq.category')),
    );
    expect(seqs).toEqual([0, 1, 2, 3, 4, 5]);
    const page = await getJson(`/api/v1/product?category=${category.id}&page=0&size=10`);
    expect(page.body.data.productTotalCount).toBe(6);
    expect(page.body.data.products.map((b: { _id: string }) => b._id)).toEqual(ids.toReversed());
    for (const id of ids) await callFunction('deleteProduct', { id }, admin.idToken);
    await all.categories.doc(category.id).delete();
  });

  it(`takes 1 to ${IMPORT_BATCH_ROWS} rows at once`, async () => {
    expect((await importRows([], false)).status).toBe(400);
    const many = Array.from({ length: IMPORT_BATCH_ROWS + 1 }, () => good);
    expect((await importRows(many, false)).status).toBe(400);
  });
});

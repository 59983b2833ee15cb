// The storefront's numbered lists (domain/src/catalog/listings.ts) as the admin operations keep them: a
// book added, moved to another category and deleted, and the category's pages after each, read
// through /api/v1 (the same catalog reads the browser runs on the JS SDK).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../src/store/documents';
import { uploadedPicture } from './admin-helpers';
import { callFunction, createTestUser, type TestUser } from './auth-helpers';
import { getJson, testDb } from './fixtures';

const run = randomUUID().slice(0, 8);
let admin: TestUser;
let shelf: string;
let otherShelf: string;
let links: { writer: string; publication: string };
const books: string[] = [];

async function call(name: string, data: unknown) {
  const response = await callFunction(name, data, admin.idToken);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.result as { id: string };
}

async function bookInput(n: number, category: string, links: Record<string, string>) {
  return {
    nameB: `তালিকার বই ${run} ${n}`,
    nameE: `Listed book ${run} ${n}`,
    price: 100 + n,
    quantity: 10,
    discount: 0,
    status: 'in-stock',
    category,
    ...links,
    bookFair: null,
    productTags: [],
    descriptionB: 'বর্ণনা',
    descriptionE: 'About',
    BookSalesInfo: 'None',
    image: await uploadedPicture('product', admin.idToken),
  };
}

/** Every page of a category, 5 books a page: the ids in order, the total and each page's reads. */
async function pagesOf(category: string) {
  const pages = [];
  for (let page = 0; ; page += 1) {
    const { status, body, headers } = await getJson(
      `/api/v1/category/${category}?page=${page}&size=5`,
    );
    expect(status).toBe(200);
    const ids = body.data.products.map((book: { _id: string }) => book._id) as string[];
    if (ids.length === 0) break;
    pages.push({
      ids,
      total: body.data.productTotalCount as number,
      reads: Number(headers.get('x-firestore-reads')),
    });
  }
  return {
    ids: pages.flatMap((page) => page.ids),
    sizes: pages.map((page) => page.ids.length),
    total: pages[0]?.total ?? 0,
    reads: pages.map((page) => page.reads),
  };
}

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  const [category, other, writer, publication] = await Promise.all([
    call('createCategory', { name: `তালিকা ${run}` }),
    call('createCategory', { name: `অন্য তালিকা ${run}` }),
    call('createWriter', { name: `তালিকার লেখক ${run}`, writerDetails: '' }),
    call('createPublication', { name: `তালিকার প্রকাশনী ${run}` }),
  ]);
  shelf = category.id;
  otherShelf = other.id;
  links = { writer: writer.id, publication: publication.id };
  for (let n = 1; n <= 12; n += 1) {
    books.push((await call('createProduct', await bookInput(n, shelf, links))).id);
  }
}, 120_000);

// Other files count the catalog's books, categories, writers and publications: leave none behind.
afterAll(async () => {
  for (const id of books) await callFunction('deleteProduct', { id }, admin.idToken);
  await callFunction('deleteCategory', { id: shelf }, admin.idToken);
  await callFunction('deleteCategory', { id: otherShelf }, admin.idToken);
  await callFunction('deleteWriter', { id: links.writer }, admin.idToken);
  await callFunction('deletePublication', { id: links.publication }, admin.idToken);
}, 120_000);

describe('listings kept by the book operations', () => {
  it('pages a category newest first, each page costing what the first costs', async () => {
    const pages = await pagesOf(shelf);
    expect(pages.ids).toEqual([...books].reverse());
    expect(pages.sizes).toEqual([5, 5, 2]);
    expect(pages.total).toBe(12);
    // The category, the listing's head and the page's books.
    expect(pages.reads).toEqual([7, 7, 4]);
  });

  it('takes a moved book out of its old category and puts it first in the new one', async () => {
    const moved = books[2]!;
    const input = await bookInput(3, otherShelf, {
      writer: (await collections(testDb()).products.doc(moved).get()).get('writer.writer_id'),
      publication: (await collections(testDb()).products.doc(moved).get()).get(
        'publication.publication_id',
      ),
    });
    await call('updateProduct', { ...input, id: moved });
    const pages = await pagesOf(shelf);
    expect(pages.total).toBe(11);
    expect(pages.ids).toEqual([...books].reverse().filter((id) => id !== moved));
    expect(pages.sizes).toEqual([5, 5, 1]);
    expect((await pagesOf(otherShelf)).ids).toEqual([moved]);
  });

  it('closes the gap a deleted book leaves: pages stay whole and disjoint', async () => {
    const deleted = books[6]!;
    await call('deleteProduct', { id: deleted });
    const pages = await pagesOf(shelf);
    expect(pages.total).toBe(10);
    expect(pages.sizes).toEqual([5, 5]);
    expect(new Set(pages.ids).size).toBe(10);
    expect(pages.ids).not.toContain(deleted);
    const head = (await collections(testDb()).listings.doc(`category~${shelf}`).get()).data();
    expect(head).toEqual({ next: 12, gaps: [2, 6] });
  });
});

import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { SALES_INFO } from '@boi/domain/shared/constants';
import { productIndexFields } from '@boi/domain/catalog/product-index';
import { planListingMove } from '../src/products/listings';
import { setPublicBook } from '../src/products/public-book';
import { collections, COLLECTIONS, type ProductDoc } from '../src/store/documents';

/** The stack under test: the Hosting emulator URL (with /api rewritten to the function). */
export const BASE_URL = process.env.BOI_URL ?? 'http://127.0.0.1:5100';

export function testDb(): Firestore {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through `npm run test:functions`');
  }
  if (getApps().length === 0) initializeApp({ projectId: 'demo-boi' });
  return getFirestore();
}

export async function getJson(path: string) {
  const response = await fetch(`${BASE_URL}${path}`);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as any,
  };
}

const at = (minutesAgo: number) => Timestamp.fromMillis(Date.UTC(2026, 0, 1) - minutesAgo * 60_000);

export function fixtureBook(n: number, overrides: Partial<ProductDoc> = {}): ProductDoc {
  const book = {
    nameB: `পরীক্ষার বই ${n}`,
    nameE: `Test book ${n}`,
    price: 100 + n,
    quantity: n % 5,
    discount: n % 3 === 0 ? 15 : 0,
    status: n % 5 === 0 ? 'out-of-stock' : 'in-stock',
    category: { categoryName: 'পরীক্ষা', category_id: 'cat-fixture' },
    writer: { writerName: 'লেখক', writerDetails: 'বিবরণ', writer_id: 'writer-fixture' },
    publication: { publicationName: 'প্রকাশনী', publication_id: 'pub-fixture' },
    bookFair: n % 2 === 0 ? '2023' : null,
    productTags: ['fixture'],
    descriptionB: 'বর্ণনা',
    descriptionE: 'Description',
    BookSalesInfo: n <= 3 ? SALES_INFO.weekBest : SALES_INFO.none,
    image: `covers/fixture-${n}-600.webp`,
    thumb: `covers/fixture-${n}-400.webp`,
    createdAt: at(n),
    updatedAt: at(n),
  } satisfies Partial<ProductDoc>;
  const merged = { ...book, ...overrides };
  return { ...productIndexFields(merged), ...merged };
}

/**
 * Writes a book as the admin operations do: products/{id}, its public copy books/{id}, and its
 * place in the storefront's listings (numbered in the order books are put). Putting it again
 * keeps its numbers.
 */
export async function putFixtureBook(db: Firestore, id: string, doc: ProductDoc): Promise<void> {
  const all = collections(db);
  await db.runTransaction(async (tx) => {
    const current = await tx.get(all.products.doc(id));
    const publicCopy = await tx.get(all.books.doc(id));
    const before = current.data();
    const seq = (publicCopy.get('seq') as Record<string, number> | undefined) ?? {};
    const listings = await planListingMove(tx, before ? { book: before, seq } : null, doc);
    tx.set(all.products.doc(id), doc);
    setPublicBook(tx, id, doc, listings.commit());
  });
}

/** A small catalog with known counts: 25 books in cat-fixture, 3 in cat-other (islamic section). */
export async function writeCatalogFixtures(db: Firestore): Promise<void> {
  const batch = db.batch();
  const col = (name: string) => db.collection(name);
  batch.set(col(COLLECTIONS.categories).doc('cat-fixture'), {
    name: 'পরীক্ষা',
    productCount: 25,
    section: null,
    createdAt: at(100),
  });
  batch.set(col(COLLECTIONS.categories).doc('cat-other'), {
    name: 'ইসলামি বই',
    productCount: 3,
    section: 'islamic',
    createdAt: at(99),
  });
  batch.set(col(COLLECTIONS.writers).doc('writer-fixture'), {
    name: 'লেখক',
    writerDetails: 'বিবরণ',
    productCount: 28,
    createdAt: at(100),
  });
  batch.set(col(COLLECTIONS.publications).doc('pub-fixture'), {
    name: 'প্রকাশনী',
    productCount: 28,
    createdAt: at(100),
  });
  batch.set(col(COLLECTIONS.banners).doc('banner-1'), {
    image: 'banners/fixture-1200.webp',
    createdAt: at(1),
  });
  batch.set(col(COLLECTIONS.bookFair).doc('current'), { bookFairYear: '2023' });
  const review = (id: string, status: string, minutesAgo: number) =>
    batch.set(col(COLLECTIONS.reviews).doc(id), {
      forProduct: 'book-f01',
      rating: 4,
      comment: 'ভালো বই',
      name: 'পাঠক',
      status,
      uid: null,
      createdAt: at(minutesAgo),
    });
  review('review-a', 'Approved', 3);
  review('review-b', 'Approved', 2);
  review('review-c', 'Pending', 1);
  await batch.commit();
  // Oldest first, so that the listings number them as their creation times order them.
  for (let n = 28; n >= 1; n -= 1) {
    const other = { category: { categoryName: 'ইসলামি বই', category_id: 'cat-other' } };
    await putFixtureBook(
      db,
      `book-f${String(n).padStart(2, '0')}`,
      fixtureBook(n, n > 25 ? other : {}),
    );
  }
}

import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import {
  readCollectionDetail,
  readListingPage,
  type CatalogSource,
} from '../domain/src/catalog/reads';
import { ALL_BOOKS } from '../domain/src/catalog/listings';
import { liteCatalogSource } from '../web/src/lib/lite-catalog-source';

export type SdkPageFigures = Record<string, { reads: number; ms: number }>;

/** Counts reads as Firestore bills them: one per document returned, at least one per query. */
function metered(source: CatalogSource) {
  const tally = { reads: 0 };
  const counted: CatalogSource = {
    async get(collection, id) {
      tally.reads += 1;
      return source.get(collection, id);
    },
    async query(query) {
      const docs = await source.query(query);
      tally.reads += Math.max(1, docs.length);
      return docs;
    },
  };
  return { counted, tally };
}

/**
 * What the browser pays for a page of a list, read straight from Firestore with the JS SDK
 * (Firestore Lite, signed out, under firestore.rules): all books and a category, first and last
 * page. With offsets the last page would cost the whole list.
 */
export async function measureSdkPages(
  firestorePort: number,
  categoryId: string,
): Promise<SdkPageFigures> {
  const app = initializeApp({ projectId: 'demo-boi', apiKey: 'bench' }, `bench-${Date.now()}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', firestorePort);
  const { counted, tally } = metered(liteCatalogSource(db));
  const figures: SdkPageFigures = {};
  const time = async (label: string, read: () => Promise<unknown>) => {
    await read(); // warm
    tally.reads = 0;
    const started = performance.now();
    await read();
    figures[label] = { reads: tally.reads, ms: Math.round(performance.now() - started) };
  };
  const { productTotalCount } = await readListingPage(counted, ALL_BOOKS, 0);
  const lastAll = Math.max(0, Math.ceil(productTotalCount / 10) - 1);
  await time('SDK all books page 0', () => readListingPage(counted, ALL_BOOKS, 0));
  await time('SDK all books middle page', () =>
    readListingPage(counted, ALL_BOOKS, Math.floor(lastAll / 2)),
  );
  await time('SDK all books last page', () => readListingPage(counted, ALL_BOOKS, lastAll));
  const category = await readCollectionDetail(counted, 'category', categoryId, 0);
  const lastCategory = Math.max(0, Math.ceil((category?.productTotalCount ?? 0) / 10) - 1);
  await time('SDK category page 0', () => readCollectionDetail(counted, 'category', categoryId, 0));
  await time('SDK category last page', () =>
    readCollectionDetail(counted, 'category', categoryId, lastCategory),
  );
  return figures;
}

import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  BOOK_FAIR_DOC_ID,
  CATALOG_STATS_DOC_ID,
  COLLECTIONS,
  type BannerDoc,
  type BookFairDoc,
  type CategoryDoc,
  type CouponDoc,
  type ProductDoc,
  type PublicationDoc,
  type ReviewDoc,
  type StatsDoc,
  type WriterDoc,
} from '@boi/functions/store/documents';
import { productIndexFields } from '@boi/domain/catalog/product-index';
import { bookSearchFields } from '@boi/domain/search/fields';
import { publicBookOf } from '@boi/domain/catalog/public-book';
import {
  EMPTY_HEAD,
  headAfterJoin,
  listingId,
  listingsOf,
  type ListingHead,
  type ListingSeq,
} from '@boi/domain/catalog/listings';
import type { SeedData } from './seed-data';

/** Firestore's limit on writes per commit. */
const BATCH_SIZE = 500;
const PARALLEL_COMMITS = 4;

/** Every collection the seed owns; `users` is not cleared (other sign-ups keep their profiles). */
export const SEEDED_COLLECTIONS = [
  COLLECTIONS.products,
  COLLECTIONS.books,
  COLLECTIONS.listings,
  COLLECTIONS.categories,
  COLLECTIONS.writers,
  COLLECTIONS.publications,
  COLLECTIONS.bookFair,
  COLLECTIONS.coupons,
  COLLECTIONS.banners,
  COLLECTIONS.reviews,
  COLLECTIONS.stats,
  COLLECTIONS.searchTombstones,
] as const;

type Write = { collection: string; id: string; data: DocumentData };

const ts = (iso: string) => Timestamp.fromMillis(Date.parse(iso));

async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Plain query + WriteBatch deletes (works on emulators without ListDocuments/BatchWrite). */
export async function clearCollection(db: Firestore, name: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const snap = await db
      .collection(name)
      .select()
      .limit(BATCH_SIZE * PARALLEL_COMMITS)
      .get();
    if (snap.empty) return deleted;
    await inParallel(chunks(snap.docs, BATCH_SIZE), PARALLEL_COMMITS, async (docs) => {
      const batch = db.batch();
      for (const doc of docs) batch.delete(doc.ref);
      await batch.commit();
    });
    deleted += snap.size;
  }
}

export async function writeAll(
  db: Firestore,
  writes: readonly Write[],
  onProgress?: (written: number) => void,
): Promise<void> {
  let written = 0;
  await inParallel(chunks(writes, BATCH_SIZE), PARALLEL_COMMITS, async (chunk) => {
    const batch = db.batch();
    for (const w of chunk) batch.set(db.collection(w.collection).doc(w.id), w.data);
    await batch.commit();
    written += chunk.length;
    onProgress?.(written);
  });
}

/**
 * The seed data as Firestore documents (shapes of functions/src/store/documents.ts). With a
 * `catalogVersion`, stats/catalog names it, so the functions' search index of an older catalog is
 * replaced by the one the seed saved.
 */
/** Each listing numbers its books oldest first (domain/src/catalog/listings.ts), with no gaps. */
function numberListings(books: SeedData['books']) {
  const heads = new Map<string, ListingHead>();
  const seqs = new Map<string, ListingSeq>();
  const oldestFirst = [...books].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id),
  );
  for (const book of oldestFirst) {
    const seq: ListingSeq = {};
    for (const listing of listingsOf(book)) {
      const id = listingId(listing);
      const head = heads.get(id) ?? EMPTY_HEAD;
      seq[listing.kind] = head.next;
      heads.set(id, headAfterJoin(head));
    }
    seqs.set(book._id, seq);
  }
  return { seqs, heads };
}

export function toWrites(data: SeedData, catalogVersion?: string): Write[] {
  const writes: Write[] = [];
  const add = (collection: string, id: string, doc: DocumentData) =>
    writes.push({ collection, id, data: doc });
  for (const { _id, createdAt, ...rest } of data.categories) {
    add(COLLECTIONS.categories, _id, { ...rest, createdAt: ts(createdAt) } satisfies CategoryDoc);
  }
  for (const { _id, createdAt, ...rest } of data.writers) {
    add(COLLECTIONS.writers, _id, { ...rest, createdAt: ts(createdAt) } satisfies WriterDoc);
  }
  for (const { _id, createdAt, ...rest } of data.publications) {
    add(COLLECTIONS.publications, _id, {
      ...rest,
      createdAt: ts(createdAt),
    } satisfies PublicationDoc);
  }
  add(COLLECTIONS.bookFair, BOOK_FAIR_DOC_ID, data.bookFair satisfies BookFairDoc);
  add(COLLECTIONS.stats, CATALOG_STATS_DOC_ID, {
    productCount: data.books.length,
    ...(catalogVersion ? { catalogVersion } : {}),
  } satisfies StatsDoc);
  add(COLLECTIONS.coupons, data.coupon.couponCode, data.coupon satisfies CouponDoc);
  for (const b of data.banners) {
    add(COLLECTIONS.banners, b._id, {
      image: b.image,
      createdAt: ts(b.createdAt),
    } satisfies BannerDoc);
  }
  for (const { _id, createdAt, ...rest } of data.reviews) {
    add(COLLECTIONS.reviews, _id, { ...rest, createdAt: ts(createdAt) } satisfies ReviewDoc);
  }
  const { seqs, heads } = numberListings(data.books);
  for (const [id, head] of heads) add(COLLECTIONS.listings, id, head satisfies ListingHead);
  for (const { _id, createdAt, ...rest } of data.books) {
    const at = ts(createdAt);
    add(COLLECTIONS.products, _id, {
      ...rest,
      ...productIndexFields(rest),
      ...bookSearchFields(rest),
      createdAt: at,
      updatedAt: at,
    } satisfies ProductDoc);
    add(
      COLLECTIONS.books,
      _id,
      publicBookOf({ ...rest, createdAt: at, updatedAt: at }, seqs.get(_id) ?? {}),
    );
  }
  return writes;
}

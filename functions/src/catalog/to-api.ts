import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import * as shared from '@boi/domain/catalog-reads';
import type { StoredDoc } from '@boi/domain/catalog-reads';
import type { Banner, Book, Category, Publication, Review, Writer } from '@boi/domain/schemas';
import { imageUrl } from '../images/image-store';
import type { ProductDoc } from '../store/documents';

/** Firestore documents → API entities (`_id`, ISO dates, image URLs). */
const iso = (value: Timestamp | undefined): string => value?.toDate().toISOString() ?? '';

function dataOf<T>(snapshot: DocumentSnapshot): T {
  const data = snapshot.data();
  if (!data) throw new Error(`document ${snapshot.ref.path} has no data`);
  return data as T;
}

export function toBook(snapshot: DocumentSnapshot): Book {
  const {
    createdAt,
    updatedAt: _updatedAt,
    searchKeys: _searchKeys,
    priceBand: _priceBand,
    searchTitle: _searchTitle,
    searchTitleSkeleton: _searchTitleSkeleton,
    searchWriter: _searchWriter,
    searchWriterSkeleton: _searchWriterSkeleton,
    searchExtra: _searchExtra,
    lowStockMailed: _lowStockMailed,
    image,
    thumb,
    ...rest
    // Books saved before the admin search moved to the search engine still carry these.
  } = dataOf<ProductDoc & { searchKeys?: string[] }>(snapshot);
  return {
    _id: snapshot.id,
    ...rest,
    image: imageUrl(image),
    thumb: imageUrl(thumb),
    createdAt: iso(createdAt),
  };
}

/** The storefront's converters (domain/src/catalog-reads.ts), on an Admin SDK snapshot. */
const storedOf = (snapshot: DocumentSnapshot): StoredDoc => ({
  id: snapshot.id,
  data: {
    ...dataOf<Record<string, unknown>>(snapshot),
    createdAt: iso(snapshot.get('createdAt') as Timestamp | undefined),
  },
});

export const toCategory = (snapshot: DocumentSnapshot): Category =>
  shared.toCategory(storedOf(snapshot));
export const toWriter = (snapshot: DocumentSnapshot): Writer => shared.toWriter(storedOf(snapshot));
export const toPublication = (snapshot: DocumentSnapshot): Publication =>
  shared.toPublication(storedOf(snapshot));
export const toBanner = (snapshot: DocumentSnapshot): Banner => shared.toBanner(storedOf(snapshot));
export const toReview = (snapshot: DocumentSnapshot): Review => shared.toReview(storedOf(snapshot));

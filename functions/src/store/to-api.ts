import type { DocumentSnapshot } from 'firebase-admin/firestore';
import * as shared from '@boi/domain/catalog/reads';
import type {
  Banner,
  Book,
  Category,
  Publication,
  Review,
  Writer,
} from '@boi/domain/catalog/schemas';
import { imageUrl } from '../images/image-store';
import type { ProductDoc } from './documents';
import { storedDoc } from './stored-doc';

/** Firestore documents → API entities (`_id`, ISO dates, image URLs), from storedDoc. */
type StoredProduct = Omit<ProductDoc, 'createdAt' | 'updatedAt'> & {
  createdAt?: string;
  updatedAt?: string;
  // Books saved before the admin search moved to the search engine still carry these.
  searchKeys?: string[];
};

export function toBook(snapshot: DocumentSnapshot): Book {
  if (!snapshot.exists) throw new Error(`document ${snapshot.ref.path} has no data`);
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
    stockShards: _stockShards,
    stockTakenAt: _stockTakenAt,
    image,
    thumb,
    ...rest
  } = storedDoc(snapshot).data as unknown as StoredProduct;
  return {
    _id: snapshot.id,
    ...rest,
    image: imageUrl(image),
    thumb: imageUrl(thumb),
    createdAt: createdAt ?? '',
  };
}

/** The storefront's converters (domain/src/catalog/reads.ts), on an Admin SDK snapshot. */
export const toCategory = (snapshot: DocumentSnapshot): Category =>
  shared.toCategory(storedDoc(snapshot));
export const toWriter = (snapshot: DocumentSnapshot): Writer =>
  shared.toWriter(storedDoc(snapshot));
export const toPublication = (snapshot: DocumentSnapshot): Publication =>
  shared.toPublication(storedDoc(snapshot));
export const toBanner = (snapshot: DocumentSnapshot): Banner =>
  shared.toBanner(storedDoc(snapshot));
export const toReview = (snapshot: DocumentSnapshot): Review =>
  shared.toReview(storedDoc(snapshot));

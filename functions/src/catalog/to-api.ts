import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import type { Banner, Book, Category, Publication, Review, Writer } from '@boi/domain/schemas';
import { imageUrl } from '../images/image-store';
import type {
  BannerDoc,
  CategoryDoc,
  ProductDoc,
  PublicationDoc,
  ReviewDoc,
  WriterDoc,
} from '../store/documents';

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
    image,
    thumb,
    ...rest
  } = dataOf<ProductDoc>(snapshot);
  return {
    _id: snapshot.id,
    ...rest,
    image: imageUrl(image),
    thumb: imageUrl(thumb),
    createdAt: iso(createdAt),
  };
}

export function toCategory(snapshot: DocumentSnapshot): Category {
  const { name, productCount, section } = dataOf<CategoryDoc>(snapshot);
  return { _id: snapshot.id, name, productCount, section: section ?? null };
}

export function toWriter(snapshot: DocumentSnapshot): Writer {
  const { name, writerDetails, productCount } = dataOf<WriterDoc>(snapshot);
  return { _id: snapshot.id, name, writerDetails, productCount };
}

export function toPublication(snapshot: DocumentSnapshot): Publication {
  const { name, productCount } = dataOf<PublicationDoc>(snapshot);
  return { _id: snapshot.id, name, productCount };
}

export function toBanner(snapshot: DocumentSnapshot): Banner {
  return { _id: snapshot.id, image: imageUrl(dataOf<BannerDoc>(snapshot).image) };
}

export function toReview(snapshot: DocumentSnapshot): Review {
  const { forProduct, rating, comment, name, status, createdAt } = dataOf<ReviewDoc>(snapshot);
  return { _id: snapshot.id, forProduct, rating, comment, name, status, createdAt: iso(createdAt) };
}

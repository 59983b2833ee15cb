import type { Timestamp } from 'firebase-admin/firestore';
import type { Book, Category, Publication, Review, Writer } from '@boi/domain/schemas';

/**
 * Firestore document shapes. API entities are these plus `_id` (the document id); timestamps
 * become ISO strings and image paths (in the image store) become URLs.
 */
export const COLLECTIONS = {
  products: 'products',
  categories: 'categories',
  writers: 'writers',
  publications: 'publications',
  bookFair: 'bookFair',
  coupons: 'coupons',
  banners: 'banners',
  reviews: 'reviews',
  users: 'users',
  orders: 'orders',
  mail: 'mail',
} as const;

/** The single book-fair settings document: bookFair/current. */
export const BOOK_FAIR_DOC_ID = 'current';

export type ProductDoc = Omit<Book, '_id' | 'createdAt'> & {
  /** image-store paths, e.g. covers/<id>-600.webp and covers/<id>-300.webp */
  image: string;
  thumb: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};
export type CategoryDoc = Omit<Category, '_id'> & { createdAt: Timestamp };
export type WriterDoc = Omit<Writer, '_id'> & { createdAt: Timestamp };
export type PublicationDoc = Omit<Publication, '_id'> & { createdAt: Timestamp };
export type BookFairDoc = { bookFairYear: string };
/** coupons/{couponCode} */
export type CouponDoc = { couponCode: string; discountPercent: number; active: boolean };
export type BannerDoc = { image: string; createdAt: Timestamp };
export type ReviewDoc = Omit<Review, '_id' | 'createdAt'> & {
  uid: string | null;
  createdAt: Timestamp;
};
export type UserDoc = {
  name: string;
  email: string;
  role: 'Admin' | 'Customer';
  createdAt: Timestamp;
};

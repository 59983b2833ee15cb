import { isValidDocumentId } from '../shared/document-id';
import {
  CATEGORY_STRIP_COUNT,
  HOME_SECTION_LIMIT,
  HOME_SECTIONS,
  LIST_LIMIT,
  PAGE_SIZE,
  type SectionKey,
} from '../shared/constants';
import { imageUrl } from './images';
import {
  LISTING_FIELDS,
  listingId,
  listingTotal,
  pageTopSeq,
  parseHead,
  seqField,
  type Listing,
} from './listings';
import type { ShelfBook, StockBand, CollectionKind } from './schemas';
import type {
  Banner,
  Category,
  CollectionDetail,
  HomeData,
  HomeSection,
  Publication,
  Review,
  ReviewList,
  ShelfPage,
  Writer,
} from './schemas';

/**
 * Every read of the public catalog, described once and run by either SDK: the Admin SDK in the
 * functions (server rendering, /api/v1) and the Firebase JS SDK in the browser, each through a
 * `CatalogSource`. The rules in firestore.rules admit exactly these reads (their sizes included).
 */
export type PublicCollection =
  'books' | 'categories' | 'writers' | 'publications' | 'banners' | 'reviews' | 'listings';

type CatalogWhere = readonly [field: string, op: '==' | '<=', value: string | number];

export type CatalogQuery = {
  collection: PublicCollection;
  where: readonly CatalogWhere[];
  orderBy: readonly [field: string, direction: 'asc' | 'desc'];
  limit: number;
};

/** A stored document with its timestamps as ISO strings. */
export type StoredDoc = { id: string; data: Record<string, unknown> };

export interface CatalogSource {
  get(collection: PublicCollection, id: string): Promise<StoredDoc | null>;
  query(query: CatalogQuery): Promise<StoredDoc[]>;
}

/** Most approved reviews a book's page lists (its count is the book's own, not the number read). */
export const MAX_REVIEWS = 50;
const MAX_BANNERS = 20;

/* ---------- stored documents → the storefront's entities ---------- */

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (typeof value === 'number' ? value : 0);

export function toShelfBook({ id, data }: StoredDoc): ShelfBook {
  const book = data as Omit<ShelfBook, '_id'> & { stockBand: StockBand };
  return {
    _id: id,
    nameB: book.nameB,
    nameE: book.nameE,
    ...(book.bookTranslator === undefined ? {} : { bookTranslator: book.bookTranslator }),
    price: book.price,
    discount: book.discount,
    status: book.status,
    stockBand: book.stockBand,
    category: book.category,
    writer: book.writer,
    publication: book.publication,
    bookFair: book.bookFair ?? null,
    productTags: book.productTags ?? [],
    descriptionB: book.descriptionB,
    descriptionE: book.descriptionE,
    BookSalesInfo: book.BookSalesInfo,
    image: imageUrl(book.image),
    thumb: imageUrl(book.thumb),
    createdAt: text(book.createdAt),
  };
}

export function toCategory({ id, data }: StoredDoc): Category {
  const section = data.section as Category['section'] | undefined;
  return {
    _id: id,
    name: text(data.name),
    productCount: count(data.productCount),
    section: section ?? null,
  };
}

export const toWriter = ({ id, data }: StoredDoc): Writer => ({
  _id: id,
  name: text(data.name),
  writerDetails: text(data.writerDetails),
  productCount: count(data.productCount),
});

export const toPublication = ({ id, data }: StoredDoc): Publication => ({
  _id: id,
  name: text(data.name),
  productCount: count(data.productCount),
});

export const toBanner = ({ id, data }: StoredDoc): Banner => ({
  _id: id,
  image: imageUrl(text(data.image)),
});

export const toReview = ({ id, data }: StoredDoc): Review => ({
  _id: id,
  forProduct: text(data.forProduct),
  rating: count(data.rating),
  comment: text(data.comment),
  name: text(data.name),
  status: data.status as Review['status'],
  createdAt: text(data.createdAt),
});

/* ---------- the reads ---------- */

type CollectionItem = { category: Category; writer: Writer; publication: Publication };

const COLLECTION_OF = {
  category: { collection: 'categories', toItem: toCategory },
  writer: { collection: 'writers', toItem: toWriter },
  publication: { collection: 'publications', toItem: toPublication },
} as const satisfies Record<CollectionKind, { collection: PublicCollection; toItem: unknown }>;

function listingWhere(listing: Listing): CatalogWhere[] {
  return listing.kind === 'all' ? [] : [[LISTING_FIELDS[listing.kind], '==', listing.value]];
}

/** A listing's newest books, e.g. a home section or a book's related books. */
export async function readNewestBooks(
  source: CatalogSource,
  listing: Listing,
  limit: number,
): Promise<ShelfBook[]> {
  const docs = await source.query({
    collection: 'books',
    where: listingWhere(listing),
    orderBy: [seqField(listing), 'desc'],
    limit,
  });
  return docs.map(toShelfBook);
}

/** One numbered page of a listing, newest first, after its `skip` newest books. */
export async function readListingPage(
  source: CatalogSource,
  listing: Listing,
  pageIndex: number,
  size = PAGE_SIZE,
  skip = 0,
): Promise<ShelfPage> {
  const head = parseHead((await source.get('listings', listingId(listing)))?.data);
  const productTotalCount = Math.max(0, listingTotal(head) - skip);
  const top = pageTopSeq(head, pageIndex, size, skip);
  if (top === null) return { products: [], productTotalCount };
  const docs = await source.query({
    collection: 'books',
    where: [...listingWhere(listing), [seqField(listing), '<=', top]],
    orderBy: [seqField(listing), 'desc'],
    limit: size,
  });
  return { products: docs.map(toShelfBook), productTotalCount };
}

export async function readBook(source: CatalogSource, id: string): Promise<ShelfBook | null> {
  if (!isValidDocumentId(id)) return null;
  const doc = await source.get('books', id);
  return doc && toShelfBook(doc);
}

export async function readBanners(source: CatalogSource): Promise<Banner[]> {
  const docs = await source.query({
    collection: 'banners',
    where: [],
    orderBy: ['createdAt', 'desc'],
    limit: MAX_BANNERS,
  });
  return docs.map(toBanner);
}

/** All categories, writers or publications (at most LIST_LIMIT), in creation order. */
export async function readCollectionList<K extends CollectionKind>(
  source: CatalogSource,
  kind: K,
  limit: number = LIST_LIMIT,
): Promise<CollectionItem[K][]> {
  const { collection, toItem } = COLLECTION_OF[kind];
  const docs = await source.query({ collection, where: [], orderBy: ['createdAt', 'asc'], limit });
  return docs.map((doc) => toItem(doc) as CollectionItem[K]);
}

/** The category the admin chose for a home section (Category Manage → হোম পেজ), if any. */
export async function readSectionCategory(
  source: CatalogSource,
  section: SectionKey,
): Promise<Category | null> {
  const docs = await source.query({
    collection: 'categories',
    where: [['section', '==', section]],
    orderBy: ['createdAt', 'asc'],
    limit: 1,
  });
  return docs[0] ? toCategory(docs[0]) : null;
}

/** A category's, writer's or publication's page: the item and one page of its books. */
export async function readCollectionDetail<K extends CollectionKind>(
  source: CatalogSource,
  kind: K,
  id: string,
  pageIndex: number,
  size = PAGE_SIZE,
): Promise<CollectionDetail<CollectionItem[K]> | null> {
  if (!isValidDocumentId(id)) return null;
  const { collection, toItem } = COLLECTION_OF[kind];
  const [doc, page] = await Promise.all([
    source.get(collection, id),
    readListingPage(source, { kind, value: id }, pageIndex, size),
  ]);
  if (!doc) return null;
  return { ...(toItem(doc) as CollectionItem[K]), ...page, page: pageIndex, size };
}

async function readHomeSection(
  source: CatalogSource,
  section: (typeof HOME_SECTIONS)[number],
): Promise<HomeSection> {
  const category = await readSectionCategory(source, section.key);
  if (!category) {
    return { key: section.key, title: section.title, category: null, products: [], total: 0 };
  }
  const listing: Listing = { kind: 'category', value: category._id };
  return {
    key: section.key,
    title: section.title,
    category: { _id: category._id, name: category.name },
    products: await readNewestBooks(source, listing, HOME_SECTION_LIMIT),
    total: category.productCount,
  };
}

/** Everything the home page shows: banners, the category strip and the four sections. */
export async function readHome(source: CatalogSource): Promise<HomeData> {
  const [banners, categories, sections] = await Promise.all([
    readBanners(source),
    readCollectionList(source, 'category', CATEGORY_STRIP_COUNT),
    Promise.all(HOME_SECTIONS.map((section) => readHomeSection(source, section))),
  ]);
  return { banners, categories, sections };
}

/**
 * How many approved reviews a book has: the count on its public copy (`approvedReviewCount`,
 * moved by approveReview and deleteReview), never fewer than the reviews read; a book saved
 * before the count has only the number read (at most MAX_REVIEWS).
 */
export function approvedCountOf(book: StoredDoc | null, read: number): number {
  const kept = book?.data.approvedReviewCount;
  return typeof kept === 'number' ? Math.max(kept, read) : read;
}

/** A book's newest approved reviews and how many it has (only approved ones are ever public). */
export async function readApprovedReviews(
  source: CatalogSource,
  productId: string,
): Promise<ReviewList> {
  if (!isValidDocumentId(productId)) return { reviews: [], approvedCount: 0 };
  const [book, docs] = await Promise.all([
    source.get('books', productId),
    source.query({
      collection: 'reviews',
      where: [
        ['forProduct', '==', productId],
        ['status', '==', 'Approved'],
      ],
      orderBy: ['createdAt', 'desc'],
      limit: MAX_REVIEWS,
    }),
  ]);
  const reviews = docs.map(toReview);
  return { reviews, approvedCount: approvedCountOf(book, reviews.length) };
}

/**
 * A snapshot's data as the reads and the API want it: every timestamp, at any depth, as an ISO
 * string. Each SDK's converter (the Admin SDK's in functions/src/store/stored-doc.ts, Firestore
 * Lite's in web/src/lib/lite-catalog-source.ts) names its Timestamp class.
 */
export function storedDocOf(
  id: string,
  data: Record<string, unknown> | undefined,
  isTimestamp: (value: object) => value is { toDate(): Date },
): StoredDoc {
  const plain = (value: unknown): unknown => {
    if (value && typeof value === 'object' && isTimestamp(value)) {
      return value.toDate().toISOString();
    }
    if (Array.isArray(value)) return value.map(plain);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
    }
    return value;
  };
  return { id, data: plain(data ?? {}) as Record<string, unknown> };
}

import { z } from 'zod';
import {
  LIMITED_LIST_MAX,
  MAX_PAGE_SIZE,
  MAX_PRODUCT_TAGS,
  PRODUCT_STATUSES,
  SALES_INFO_VALUES,
  SECTION_KEYS,
} from '../shared/constants';
import { DOCUMENT_ID_PATTERN } from '../shared/document-id';
import { INVALID_ID_MESSAGE } from '../shared/document-id-schema';
import { PRICE_BAND_KEYS } from './product-index';

/** Entities as the API returns them (spec §3). Ids are Firestore document ids, exposed as `_id`. */
/** Document ids: letters, digits, `_` and `-` (DOCUMENT_ID_PATTERN). */
const id = z.string().regex(DOCUMENT_ID_PATTERN, INVALID_ID_MESSAGE);
const taka = z.number().int().nonnegative();

export const bookSchema = z.object({
  _id: id,
  nameB: z.string().min(1),
  nameE: z.string(),
  bookTranslator: z.string().optional(),
  price: taka,
  quantity: z.number().int().nonnegative(),
  discount: z.number().int().min(0).max(100),
  status: z.enum(PRODUCT_STATUSES),
  category: z.object({ categoryName: z.string(), category_id: id }),
  writer: z.object({ writerName: z.string(), writerDetails: z.string(), writer_id: id }),
  publication: z.object({ publicationName: z.string(), publication_id: id }),
  bookFair: z.string().nullable(),
  productTags: z.array(z.string().min(1)).max(MAX_PRODUCT_TAGS),
  descriptionB: z.string(),
  descriptionE: z.string(),
  BookSalesInfo: z.enum(SALES_INFO_VALUES),
  /** Detail-size cover URL. */
  image: z.string(),
  /** Card-size cover URL. */
  thumb: z.string(),
  createdAt: z.string(),
  /**
   * How many of its reviews are approved, however many (a book's page lists only its newest
   * MAX_REVIEWS): kept on products/{id} and its public copy by approveReview and deleteReview.
   * Books saved before the count lack it until a review of theirs is approved or deleted.
   */
  approvedReviewCount: z.number().int().nonnegative().optional(),
});
export type Book = z.infer<typeof bookSchema>;

/** The three collections a book belongs to, each with its own list and page. */
export type CollectionKind = 'category' | 'writer' | 'publication';

/** How much of a book is left, as a visitor may see it: never the exact count. */
export type StockBand = 'in-stock' | 'few-left' | 'sold-out';

/**
 * A book as the storefront shows it, from either data path (the JS SDK in the browser, the
 * Admin SDK on the server): the public copy with its id, image URLs and an ISO `createdAt`.
 */
export type ShelfBook = Omit<Book, 'quantity'> & { stockBand: StockBand };

export const categorySchema = z.object({
  _id: id,
  name: z.string().min(1),
  productCount: z.number().int().nonnegative(),
  /** Which home section this category feeds, if any. */
  section: z.enum(SECTION_KEYS).nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const writerSchema = z.object({
  _id: id,
  name: z.string().min(1),
  writerDetails: z.string(),
  productCount: z.number().int().nonnegative(),
});
export type Writer = z.infer<typeof writerSchema>;

export const publicationSchema = z.object({
  _id: id,
  name: z.string().min(1),
  productCount: z.number().int().nonnegative(),
});
export type Publication = z.infer<typeof publicationSchema>;

export type BookFair = { _id: string; bookFairYear: string };

export const couponSchema = z.object({
  couponCode: z.string().min(1),
  discountPercent: z.number().int().min(1).max(100),
  active: z.boolean(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const bannerSchema = z.object({ _id: id, image: z.string() });
export type Banner = z.infer<typeof bannerSchema>;

const REVIEW_STATUSES = ['Pending', 'Approved'] as const;
export const reviewSchema = z.object({
  _id: id,
  forProduct: id,
  rating: z.number().int().min(1).max(5),
  comment: z.string().min(1),
  name: z.string().min(1),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/* ---------- API query inputs (GET /api/v1/…) ---------- */

const pageIndex = z.coerce.number().int().min(0).max(100_000);
const pageSize = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE);

/** `page`+`size` ask for the paged admin shape; both or neither. */
export const pagedQuerySchema = z
  .object({ page: pageIndex.optional(), size: pageSize.optional() })
  .refine((q) => (q.page === undefined) === (q.size === undefined), {
    message: 'page and size go together',
  });

export const productListQuerySchema = z
  .object({
    category: id.optional(),
    writer: id.optional(),
    publication: id.optional(),
    salesInfo: z.enum(SALES_INFO_VALUES).optional(),
    bookFair: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
    /** Books to skip before the first page (the /nonTeckAll list skips the first five). */
    skip: z.coerce.number().int().min(0).max(LIMITED_LIST_MAX).optional(),
    page: pageIndex.optional(),
    size: pageSize.optional(),
    /** The admin table's search box, through the storefront's search engine, best match first. */
    q: z.string().max(200).optional(),
    priceBand: z.enum(PRICE_BAND_KEYS).optional(),
    /** The low-stock list: books with at most this many copies, the fewest first. */
    stockAtMost: z.coerce.number().int().min(0).max(10_000).optional(),
  })
  .refine((q) => (q.page === undefined) === (q.size === undefined), {
    message: 'page and size go together',
  })
  .refine(
    (q) =>
      q.stockAtMost === undefined ||
      ![q.category, q.writer, q.publication, q.salesInfo, q.bookFair, q.priceBand, q.q].some(
        Boolean,
      ),
    { message: 'the low-stock filter (stockAtMost) goes alone' },
  )
  .refine((q) => !(q.limit !== undefined && q.page !== undefined), {
    message: 'use either limit or page and size',
  })
  .refine(
    (q) =>
      [q.category, q.writer, q.publication, q.salesInfo, q.bookFair].filter(Boolean).length <= 1,
    { message: 'filter by one of category, writer, publication, salesInfo, bookFair' },
  );
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const categoryListQuerySchema = z
  .object({
    page: pageIndex.optional(),
    size: pageSize.optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
    section: z.enum(SECTION_KEYS).optional(),
  })
  .refine((q) => (q.page === undefined) === (q.size === undefined), {
    message: 'page and size go together',
  });

export const detailQuerySchema = z.object({
  page: pageIndex.default(0),
  size: pageSize.default(10),
});

export const reviewListQuerySchema = z.object({ product: id });

/* ---------- API responses ---------- */

export type ProductPage = { products: Book[]; productTotalCount: number };
/** A page of a storefront listing: books as shoppers see them (stock as a band). */
export type ShelfPage = { products: ShelfBook[]; productTotalCount: number };
export type CategoryPage = { categories: Category[]; CategoryTotalCount: number };
export type WriterPage = { writers: Writer[]; WriterTotalCount: number };
export type PublicationPage = { publications: Publication[]; PublicationTotalCount: number };

/** GET /category/{id}, /writer/{id}, /publication/{id}: the item, its page of books and totals. */
export type CollectionDetail<T> = T & {
  products: ShelfBook[];
  page: number;
  size: number;
  productTotalCount: number;
};

export type HomeSection = {
  key: (typeof SECTION_KEYS)[number];
  title: string;
  category: Pick<Category, '_id' | 'name'> | null;
  products: ShelfBook[];
  total: number;
};
/** GET /home: everything the home page needs in one cacheable response. */
export type HomeData = { banners: Banner[]; categories: Category[]; sections: HomeSection[] };

export type ReviewList = { reviews: Review[]; approvedCount: number };

import {
  BOOK_FAIR_YEAR,
  MAX_PRODUCT_TAGS,
  SALES_INFO,
  type ProductStatus,
} from '@boi/domain/shared/constants';
import { toBanglaDigits } from '@boi/domain/shared/bangla-digits';
import {
  bannerSchema,
  bookSchema,
  categorySchema,
  couponSchema,
  publicationSchema,
  reviewSchema,
  writerSchema,
  type Banner,
  type Book,
  type Category,
  type Coupon,
  type Publication,
  type Review,
  type Writer,
} from '@boi/domain/catalog/schemas';
import { describeBook, tagBook, type BookTextInput } from './book-text';
import { CATEGORIES, PUBLICATIONS, type CategorySeed } from './catalog-categories';
import { TITLES, type TitleSeed } from './catalog-titles';
import { TRANSLATORS, WRITERS } from './catalog-writers';
import type { WriterSeed } from './writer-seed';
import { prngFor, type Prng } from './prng';
import { BANNERS, REVIEW_COMMENTS, REVIEWER_NAMES, type BannerPromo } from './store-content';

/** Everything the seed writes, in API shape (ids as `_id`, times as ISO strings). */
export type Timed<T> = T & { createdAt: string };
export type CoverJob = {
  bookId: string;
  nameB: string;
  nameE: string;
  writerName: string;
  translator: string | null;
  categoryName: string;
  publicationName: string;
  color: string;
  /** Picks the cover's pattern and tint. */
  variant: number;
};
export type SeedData = {
  categories: Timed<Category>[];
  writers: Timed<Writer>[];
  publications: Timed<Publication>[];
  books: Book[];
  /** One per book of the default catalog; later books reuse these covers. */
  covers: CoverJob[];
  banners: (Timed<Banner> & { promo: BannerPromo; image600: string })[];
  reviews: Review[];
  bookFair: { bookFairYear: string };
  coupon: Coupon;
};

const ALL_TITLES: readonly (TitleSeed & { category: string })[] = CATEGORIES.flatMap((c) =>
  (TITLES[c.id] ?? []).map((t) => ({ ...t, category: c.id })),
);
/** The hand-written catalog: a `seed` without --books writes exactly these. */
export const DEFAULT_BOOKS = ALL_TITLES.length;

/** Newest book; every other time is derived from these fixed instants. */
const NEWEST_BOOK = Date.parse('2025-01-15T10:00:00.000Z');
const LISTS_CREATED = Date.parse('2022-06-01T04:00:00.000Z');
const NEWEST_REVIEW = Date.parse('2025-02-20T12:00:00.000Z');
const MINUTE = 60_000;

/** The largest catalog the seed writes: Rokomari's size (about 200,000 titles) with room to spare. */
export const MAX_BOOKS = 250_000;

/** book-00001 … book-99999, then book-100000 … book-250000 (ids never sort by number; createdAt orders). */
export const bookId = (n: number): string => `book-${String(n).padStart(5, '0')}`;
export const coverPaths = (id: string) => ({
  image: `covers/${id}-600.webp`,
  thumb: `covers/${id}-400.webp`,
});

const iso = (ms: number) => new Date(ms).toISOString();

function byId<T extends { id: string }>(list: readonly T[]): Map<string, T> {
  return new Map(list.map((x) => [x.id, x]));
}
function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`unknown ${what}`);
  return value;
}

/** A book's identity before prices and stock are drawn. */
type Draft = {
  nameB: string;
  nameE: string;
  category: CategorySeed;
  writer: WriterSeed;
  publicationId: string;
  translator?: readonly [string, string];
};

function draftDefaultCatalog(prng: Prng): Draft[] {
  const categories = byId(CATEGORIES);
  const writers = byId(WRITERS);
  const turn = new Map<string, number>();
  return prng.shuffle(ALL_TITLES).map((t) => {
    const category = must(categories.get(t.category), t.category);
    let writer: WriterSeed;
    if (t.writer) {
      writer = must(writers.get(t.writer), t.writer);
    } else {
      // Round-robin over the category's modern writers keeps everyone's shelf non-empty.
      const pool = WRITERS.filter((w) => w.writes?.includes(category.id));
      const k = turn.get(category.id) ?? 0;
      turn.set(category.id, k + 1);
      writer = must(pool[k % pool.length], `writer for ${category.id}`);
    }
    return {
      nameB: t.nameB,
      nameE: t.nameE,
      category,
      writer,
      publicationId: prng.pick(category.publications),
      ...(t.translated ? { translator: prng.pick(TRANSLATORS) } : {}),
    };
  });
}

const DISCOUNTS = [0, 0, 0, 0, 5, 10, 10, 12, 15, 15, 20, 20, 25, 25, 30, 35] as const;

function salesInfoFor(category: CategorySeed, prng: Prng): string {
  if (category.id === 'cat-package' && prng.chance(0.85)) return SALES_INFO.package;
  if (
    (category.id === 'cat-technology' || category.id === 'cat-programming') &&
    prng.chance(0.45)
  ) {
    return SALES_INFO.technology;
  }
  const r = prng.next();
  if (r < 0.09) return SALES_INFO.weekBest;
  if (r < 0.15) return SALES_INFO.monthTop;
  return SALES_INFO.none;
}

function stockFor(prng: Prng): { quantity: number; status: ProductStatus } {
  const r = prng.next();
  if (r < 0.08) return { quantity: 0, status: 'out-of-stock' };
  if (r < 0.1) return { quantity: 0, status: 'Discontinued' };
  return { quantity: prng.int(3, 150), status: 'in-stock' };
}

function bookFrom(
  draft: Draft,
  id: string,
  createdAt: number,
  cover: string,
  publications: Map<string, (typeof PUBLICATIONS)[number]>,
  prng: Prng,
): Book {
  const { category, writer } = draft;
  const publication = must(publications.get(draft.publicationId), draft.publicationId);
  const [lo, hi] = category.price;
  const price = Math.round(prng.int(lo, hi) / 10) * 10;
  const discount = prng.pick(DISCOUNTS);
  const BookSalesInfo = salesInfoFor(category, prng);
  const bookFair = prng.chance(0.3) ? BOOK_FAIR_YEAR : null;
  const text: BookTextInput = {
    categoryId: category.id,
    categoryName: category.name,
    nameB: draft.nameB,
    nameE: draft.nameE,
    writerName: writer.name,
    writerNameE: writer.nameE,
    writerId: writer.id,
    classic: writer.classic === true,
    publicationName: publication.name,
    publicationNameE: publication.nameE,
    ...(draft.translator ? { translator: draft.translator } : {}),
    bookFair,
    salesInfo: BookSalesInfo,
    discount,
  };
  return {
    _id: id,
    nameB: draft.nameB,
    nameE: draft.nameE,
    ...(draft.translator ? { bookTranslator: draft.translator[0] } : {}),
    price,
    ...stockFor(prng),
    discount,
    category: { categoryName: category.name, category_id: category.id },
    writer: { writerName: writer.name, writerDetails: writer.writerDetails, writer_id: writer.id },
    publication: { publicationName: publication.name, publication_id: publication.id },
    bookFair,
    productTags: tagBook(text, prng, MAX_PRODUCT_TAGS),
    ...describeBook(text, prng),
    BookSalesInfo,
    ...coverPaths(cover),
    createdAt: iso(createdAt),
  };
}

/** Bangla ordinal used in edition names: ২য়, ৩য়, ৪র্থ, ৫ম, ৬ষ্ঠ, ১১তম … */
function banglaOrdinal(n: number): string {
  const suffix =
    n === 1 ? 'ম' : n <= 3 ? 'য়' : n === 4 ? 'র্থ' : n === 6 ? 'ষ্ঠ' : n <= 10 ? 'ম' : 'তম';
  return toBanglaDigits(n) + suffix;
}
function englishOrdinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen
    ? 'th'
    : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function generateBooks(count: number): { books: Book[]; covers: CoverJob[] } {
  const publications = byId(PUBLICATIONS);
  const drafts = draftDefaultCatalog(prngFor('catalog'));
  const catalogPrng = prngFor('catalog-books');
  const extraPrng = prngFor('extra-books');
  const books: Book[] = [];
  const covers: CoverJob[] = [];
  let time = NEWEST_BOOK;
  for (let i = 0; i < count; i++) {
    const id = bookId(i + 1);
    const base = i % drafts.length;
    const draft = must(drafts[base], 'draft');
    if (i < drafts.length) {
      books.push(bookFrom(draft, id, time, id, publications, catalogPrng));
      covers.push({
        bookId: id,
        nameB: draft.nameB,
        nameE: draft.nameE,
        writerName: draft.writer.name,
        translator: draft.translator?.[0] ?? null,
        categoryName: draft.category.name,
        publicationName: must(publications.get(draft.publicationId), 'publication').name,
        color: draft.category.color,
        variant: catalogPrng.int(0, 1_000_000),
      });
      time -= catalogPrng.int(30, 720) * MINUTE;
    } else {
      // Later editions of the catalog's books: same shelf, same cover, freshly drawn details.
      const edition = Math.floor(i / drafts.length) + 1;
      const reprint: Draft = {
        ...draft,
        nameB: `${draft.nameB} (${banglaOrdinal(edition)} সংস্করণ)`,
        nameE: `${draft.nameE} (${englishOrdinal(edition)} edition)`,
      };
      books.push(bookFrom(reprint, id, time, bookId(base + 1), publications, extraPrng));
      time -= extraPrng.int(5, 90) * MINUTE;
    }
  }
  return { books, covers };
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function generateReviews(books: readonly Book[]): Review[] {
  const prng = prngFor('reviews');
  const catalog = books.slice(0, DEFAULT_BOOKS);
  // The newest books (first on the home page) always have reviews, plus a random spread.
  const reviewed = [...catalog.slice(0, 10), ...prng.shuffle(catalog.slice(10)).slice(0, 38)];
  const reviews: Review[] = [];
  let time = NEWEST_REVIEW;
  for (const book of reviewed) {
    const n = prng.int(1, 4);
    for (let k = 0; k < n; k++) {
      const r = prng.next();
      const rating = r < 0.4 ? 5 : r < 0.7 ? 4 : r < 0.85 ? 3 : r < 0.93 ? 2 : 1;
      reviews.push({
        _id: `review-${String(reviews.length + 1).padStart(4, '0')}`,
        forProduct: book._id,
        rating,
        comment: prng.pick(must(REVIEW_COMMENTS[rating], `comments for ${rating}`)),
        name: prng.pick(REVIEWER_NAMES),
        status: prng.chance(0.7) ? 'Approved' : 'Pending',
        createdAt: iso(time),
      });
      time -= prng.int(20, 600) * MINUTE;
    }
  }
  return reviews;
}

/** Pure and deterministic: the same `books` always gives the same data. */
export function generateSeedData(books: number = DEFAULT_BOOKS): SeedData {
  if (!Number.isInteger(books) || books < 1 || books > MAX_BOOKS) {
    throw new Error(`books must be an integer from 1 to ${MAX_BOOKS}, got ${books}`);
  }
  const generated = generateBooks(books);
  const byCategory = countBy(generated.books, (b) => b.category.category_id);
  const byWriter = countBy(generated.books, (b) => b.writer.writer_id);
  const byPublication = countBy(generated.books, (b) => b.publication.publication_id);
  const listTime = (i: number) => iso(LISTS_CREATED + i * 60 * MINUTE);
  const reviews = generateReviews(generated.books);
  const approved = countBy(
    reviews.filter((r) => r.status === 'Approved'),
    (r) => r.forProduct,
  );

  const data: SeedData = {
    categories: CATEGORIES.map((c, i) => ({
      _id: c.id,
      name: c.name,
      productCount: byCategory.get(c.id) ?? 0,
      section: c.section,
      createdAt: listTime(i),
    })),
    writers: WRITERS.map((w, i) => ({
      _id: w.id,
      name: w.name,
      writerDetails: w.writerDetails,
      productCount: byWriter.get(w.id) ?? 0,
      createdAt: listTime(i),
    })),
    publications: PUBLICATIONS.map((p, i) => ({
      _id: p.id,
      name: p.name,
      productCount: byPublication.get(p.id) ?? 0,
      createdAt: listTime(i),
    })),
    ...generated,
    // Each book's approved-review count, as approveReview keeps it (domain/src/catalog/schemas.ts).
    books: generated.books.map((b) => ({ ...b, approvedReviewCount: approved.get(b._id) ?? 0 })),
    banners: BANNERS.map((promo, i) => ({
      _id: `banner-${i + 1}`,
      image: `banners/${i + 1}-1200.webp`,
      image600: `banners/${i + 1}-600.webp`,
      promo,
      // The API lists banners newest first: banner-1 (the book fair) leads the carousel.
      createdAt: listTime(BANNERS.length - i),
    })),
    reviews,
    bookFair: { bookFairYear: BOOK_FAIR_YEAR },
    coupon: { couponCode: 'BOI10', discountPercent: 10, active: true },
  };
  validate(data);
  return data;
}

const strictBook = bookSchema.strict();

function validate(data: SeedData): void {
  data.categories.forEach((x) => categorySchema.parse(x));
  data.writers.forEach((x) => writerSchema.parse(x));
  data.publications.forEach((x) => publicationSchema.parse(x));
  data.books.forEach((x) => strictBook.parse(x));
  data.banners.forEach((x) => bannerSchema.parse(x));
  data.reviews.forEach((x) => reviewSchema.parse(x));
  couponSchema.parse(data.coupon);
}

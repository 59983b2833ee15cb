import type { Query } from 'firebase-admin/firestore';
import { readListingPage } from '@boi/domain/catalog/reads';
import { PAGE_SIZE } from '@boi/domain/shared/constants';
import { ALL_BOOKS, type Listing } from '@boi/domain/catalog/listings';
import {
  productListQuerySchema,
  type Book,
  type ProductListQuery,
  type ProductPage,
} from '@boi/domain/catalog/schemas';
import { db } from '../shared/firestore';
import { nearestEndPage } from '../shared/nearest-end-page';
import { parseInput } from '../shared/parse';
import { readCount, readDoc, readPage } from '../shared/read-meter';
import { CATALOG_STATS_DOC_ID, COLLECTIONS, collections } from '../store/documents';
import { toBook } from '../store/to-api';
import { adminCatalogSource } from './admin-source';
import { isBlankQuery } from '@boi/domain/search/fields';
import { searchProductsPage } from './search-products';

/** The parent collection whose stored productCount answers "how many books match". */
const COUNTED_FILTERS = [
  ['category', 'category.category_id', COLLECTIONS.categories],
  ['writer', 'writer.writer_id', COLLECTIONS.writers],
  ['publication', 'publication.publication_id', COLLECTIONS.publications],
] as const;

/**
 * Books matching at most one catalog filter, plus the admin table's price band (its search words
 * go through the search engine: search-products.ts),
 * newest first (or oldest first, to read a page near the end). Every query is bounded by limit or
 * page size.
 */
export function productsQuery(filter: ProductListQuery, direction: 'desc' | 'asc' = 'desc'): Query {
  let query: Query = collections(db()).products;
  for (const [key, field] of COUNTED_FILTERS) {
    const value = filter[key];
    if (value) query = query.where(field, '==', value);
  }
  if (filter.salesInfo) query = query.where('BookSalesInfo', '==', filter.salesInfo);
  if (filter.bookFair) query = query.where('bookFair', '==', filter.bookFair);
  if (filter.priceBand) query = query.where('priceBand', '==', filter.priceBand);
  if (filter.stockAtMost !== undefined) {
    // The fewest copies first, then newest first (reversed as a whole to read from the end).
    query = query
      .where('quantity', '<=', filter.stockAtMost)
      .orderBy('quantity', direction === 'desc' ? 'asc' : 'desc');
  }
  return query.orderBy('createdAt', direction);
}

async function countMatching(filter: ProductListQuery): Promise<number> {
  const narrowed = filter.priceBand || filter.stockAtMost !== undefined;
  for (const [key, , collection] of COUNTED_FILTERS) {
    const value = filter[key];
    if (value && !narrowed) {
      const parent = await readDoc(db().collection(collection).doc(value));
      return parent.exists ? Number(parent.get('productCount') ?? 0) : 0;
    }
  }
  const unfiltered = !narrowed && !filter.salesInfo && !filter.bookFair;
  if (unfiltered) {
    const stats = await readDoc(collections(db()).stats.doc(CATALOG_STATS_DOC_ID));
    const stored = stats.data()?.productCount;
    if (typeof stored === 'number') return stored;
  }
  return readCount(productsQuery(filter));
}

/** Search words, if the filter has any: a blank `q` (as a cleared box may send) lists as none. */
const searching = (filter: ProductListQuery): boolean =>
  filter.q !== undefined && !isBlankQuery(filter.q);

export async function listProducts(filter: ProductListQuery): Promise<Book[]> {
  if (searching(filter)) {
    const found = await searchProductsPage({ ...filter, page: 0, size: filter.limit ?? PAGE_SIZE });
    return found.products;
  }
  const page = await readPage(productsQuery(filter), filter.skip ?? 0, filter.limit ?? PAGE_SIZE);
  return page.docs.map(toBook);
}

/**
 * The storefront listing a filter names (all books, or one category, writer, publication or sales
 * label), or null for the admin table's narrower filters (a word, a price band, a book fair, or
 * two filters at once).
 */
function listingOf(filter: ProductListQuery): Listing | null {
  if (filter.q || filter.priceBand || filter.bookFair || filter.stockAtMost !== undefined) {
    return null;
  }
  const named = [
    ['category', filter.category],
    ['writer', filter.writer],
    ['publication', filter.publication],
    ['sales', filter.salesInfo],
  ] as const;
  const set = named.filter(([, value]) => value !== undefined);
  if (set.length === 0) return ALL_BOOKS;
  const [kind, value] = set[0] ?? [];
  return set.length === 1 && kind && value ? { kind, value } : null;
}

/**
 * A page of a listing by its numbers (domain/src/catalog/listings.ts): the head, the page's public copies,
 * then the books themselves (with their exact stock). Any page costs what page 0 costs.
 */
async function listingPage(
  listing: Listing,
  filter: { page: number; size: number; skip: number },
): Promise<ProductPage> {
  const { products: shelf, productTotalCount } = await readListingPage(
    adminCatalogSource,
    listing,
    filter.page,
    filter.size,
    filter.skip,
  );
  const books = await Promise.all(
    shelf.map((book) => readDoc(collections(db()).products.doc(book._id))),
  );
  return {
    products: books.filter((book) => book.exists).map((book) => toBook(book)),
    productTotalCount,
  };
}

export async function pageProducts(
  filter: ProductListQuery & { page: number; size: number },
): Promise<ProductPage> {
  if (searching(filter)) return searchProductsPage(filter);
  filter = { ...filter, q: undefined };
  const skip = filter.skip ?? 0;
  const listing = listingOf(filter);
  if (listing) return listingPage(listing, { page: filter.page, size: filter.size, skip });
  const start = filter.page * filter.size;
  if (start === 0) {
    const [snapshot, total] = await Promise.all([
      readPage(productsQuery(filter), skip, filter.size),
      countMatching(filter),
    ]);
    return { products: snapshot.docs.map(toBook), productTotalCount: Math.max(0, total - skip) };
  }
  const total = Math.max(0, (await countMatching(filter)) - skip);
  const docs = await nearestEndPage(productsQuery(filter), productsQuery(filter, 'asc'), {
    start,
    size: filter.size,
    total,
    skip,
  });
  return { products: docs.map(toBook), productTotalCount: total };
}

/** GET /product: a bounded list, or the paged admin shape when page and size are given. */
export async function getProducts(rawQuery: unknown): Promise<Book[] | ProductPage> {
  const filter = parseInput(productListQuerySchema, rawQuery);
  const { page, size } = filter;
  return page !== undefined && size !== undefined
    ? pageProducts({ ...filter, page, size })
    : listProducts(filter);
}

import type { Query } from 'firebase-admin/firestore';
import { PAGE_SIZE } from '@boi/domain/constants';
import {
  productListQuerySchema,
  type Book,
  type ProductListQuery,
  type ProductPage,
} from '@boi/domain/schemas';
import { db } from '../shared/firestore';
import { parseInput } from '../shared/parse';
import { readCount, readDoc, readQuery } from '../shared/read-meter';
import { COLLECTIONS, collections } from '../store/documents';
import { toBook } from './to-api';

/** The parent collection whose stored productCount answers "how many books match". */
const COUNTED_FILTERS = [
  ['category', 'category.category_id', COLLECTIONS.categories],
  ['writer', 'writer.writer_id', COLLECTIONS.writers],
  ['publication', 'publication.publication_id', COLLECTIONS.publications],
] as const;

/** Books matching at most one filter, newest first. Every query is bounded by limit or page size. */
export function productsQuery(filter: ProductListQuery): Query {
  let query: Query = collections(db()).products;
  for (const [key, field] of COUNTED_FILTERS) {
    const value = filter[key];
    if (value) query = query.where(field, '==', value);
  }
  if (filter.salesInfo) query = query.where('BookSalesInfo', '==', filter.salesInfo);
  if (filter.bookFair) query = query.where('bookFair', '==', filter.bookFair);
  return query.orderBy('createdAt', 'desc');
}

async function countMatching(filter: ProductListQuery): Promise<number> {
  for (const [key, , collection] of COUNTED_FILTERS) {
    const value = filter[key];
    if (value) {
      const parent = await readDoc(db().collection(collection).doc(value));
      return parent.exists ? Number(parent.get('productCount') ?? 0) : 0;
    }
  }
  return readCount(productsQuery(filter));
}

export async function listProducts(filter: ProductListQuery): Promise<Book[]> {
  const query = productsQuery(filter)
    .offset(filter.skip ?? 0)
    .limit(filter.limit ?? PAGE_SIZE);
  return (await readQuery(query)).docs.map(toBook);
}

export async function pageProducts(
  filter: ProductListQuery & { page: number; size: number },
): Promise<ProductPage> {
  const skip = filter.skip ?? 0;
  const [snapshot, total] = await Promise.all([
    readQuery(
      productsQuery(filter)
        .offset(skip + filter.page * filter.size)
        .limit(filter.size),
    ),
    countMatching(filter),
  ]);
  return { products: snapshot.docs.map(toBook), productTotalCount: Math.max(0, total - skip) };
}

/** GET /product: a bounded list, or the paged admin shape when page and size are given. */
export async function getProducts(rawQuery: unknown): Promise<Book[] | ProductPage> {
  const filter = parseInput(productListQuerySchema, rawQuery);
  const { page, size } = filter;
  return page !== undefined && size !== undefined
    ? pageProducts({ ...filter, page, size })
    : listProducts(filter);
}

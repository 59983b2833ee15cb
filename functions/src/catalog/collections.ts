import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { isValidDocumentId } from '@boi/domain/admin';
import { LIST_LIMIT } from '@boi/domain/constants';
import {
  categoryListQuerySchema,
  detailQuerySchema,
  pagedQuerySchema,
  type CollectionDetail,
} from '@boi/domain/schemas';
import { db } from '../shared/firestore';
import { notFound } from '../shared/http-error';
import { nearestEndPage } from '../shared/nearest-end-page';
import { parseInput } from '../shared/parse';
import { readCount, readDoc, readPage, readQuery } from '../shared/read-meter';
import { COLLECTIONS } from '../store/documents';
import { productsQuery } from './list-products';
import { toBook, toCategory, toPublication, toWriter } from './to-api';

/**
 * Categories, writers and publications share one shape of API: an un-paged list (bounded), the
 * paged admin list with its total, and a detail with one page of its books.
 */
type Kind = {
  collection: string;
  label: string;
  listKey: string;
  totalKey: string;
  productFilter: 'category' | 'writer' | 'publication';
  toApi: (snapshot: DocumentSnapshot) => object;
};

export const CATEGORY: Kind = {
  collection: COLLECTIONS.categories,
  label: 'Category',
  listKey: 'categories',
  totalKey: 'CategoryTotalCount',
  productFilter: 'category',
  toApi: toCategory,
};
export const WRITER: Kind = {
  collection: COLLECTIONS.writers,
  label: 'Writer',
  listKey: 'writers',
  totalKey: 'WriterTotalCount',
  productFilter: 'writer',
  toApi: toWriter,
};
export const PUBLICATION: Kind = {
  collection: COLLECTIONS.publications,
  label: 'Publication',
  listKey: 'publications',
  totalKey: 'PublicationTotalCount',
  productFilter: 'publication',
  toApi: toPublication,
};

export async function listCollection(kind: Kind, rawQuery: unknown): Promise<object> {
  const query = parseInput(
    kind === CATEGORY ? categoryListQuerySchema : pagedQuerySchema,
    rawQuery,
  ) as {
    page?: number;
    size?: number;
    limit?: number;
    section?: string;
  };
  const base = db().collection(kind.collection);
  if (query.page !== undefined && query.size !== undefined) {
    const ordered = base.orderBy('createdAt', 'asc');
    const [snapshot, total] = await Promise.all([
      readPage(ordered, query.page * query.size, query.size),
      readCount(base),
    ]);
    return { [kind.listKey]: snapshot.docs.map(kind.toApi), [kind.totalKey]: total };
  }
  const filtered = query.section ? base.where('section', '==', query.section) : base;
  const snapshot = await readQuery(
    filtered.orderBy('createdAt', 'asc').limit(query.limit ?? LIST_LIMIT),
  );
  return snapshot.docs.map(kind.toApi);
}

export async function getCollectionDetail(
  kind: Kind,
  id: string,
  rawQuery: unknown,
): Promise<CollectionDetail<object>> {
  const { page, size } = parseInput(detailQuerySchema, rawQuery);
  if (!isValidDocumentId(id)) throw notFound(kind.label, id.slice(0, 64));
  const ref = db().collection(kind.collection).doc(id);
  const books = productsQuery({ [kind.productFilter]: id });
  let item: DocumentSnapshot;
  let docs: QueryDocumentSnapshot[];
  if (page === 0) {
    const [snapshot, first] = await Promise.all([readDoc(ref), readPage(books, 0, size)]);
    [item, docs] = [snapshot, first.docs];
  } else {
    // Past the first page the stored total picks the nearer end (offsets are billed).
    item = await readDoc(ref);
    const total = Number(item.get('productCount') ?? 0);
    const oldestFirst = productsQuery({ [kind.productFilter]: id }, 'asc');
    docs = item.exists
      ? await nearestEndPage(books, oldestFirst, { start: page * size, size, total })
      : [];
  }
  if (!item.exists) throw notFound(kind.label, id);
  return {
    ...kind.toApi(item),
    products: docs.map(toBook),
    page,
    size,
    productTotalCount: Number(item.get('productCount') ?? 0),
  };
}

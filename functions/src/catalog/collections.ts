import type { DocumentSnapshot } from 'firebase-admin/firestore';
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
  const [item, books] = await Promise.all([
    readDoc(db().collection(kind.collection).doc(id)),
    readPage(productsQuery({ [kind.productFilter]: id }), page * size, size),
  ]);
  if (!item.exists) throw notFound(kind.label, id);
  return {
    ...kind.toApi(item),
    products: books.docs.map(toBook),
    page,
    size,
    productTotalCount: Number(item.get('productCount') ?? 0),
  };
}

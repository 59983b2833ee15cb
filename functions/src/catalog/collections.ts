import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  readCollectionDetail,
  readCollectionList,
  readSectionCategory,
} from '@boi/domain/catalog/reads';
import { LIST_LIMIT, type SectionKey } from '@boi/domain/shared/constants';
import {
  categoryListQuerySchema,
  detailQuerySchema,
  pagedQuerySchema,
  type Category,
  type CategoryPage,
  type CollectionDetail,
  type Publication,
  type PublicationPage,
  type Writer,
  type WriterPage,
} from '@boi/domain/catalog/schemas';
import { db } from '../shared/firestore';
import { notFound } from '../shared/http-error';
import { parseInput } from '../shared/parse';
import { readCount, readPage } from '../shared/read-meter';
import { COLLECTIONS } from '../store/documents';
import { adminCatalogSource } from './admin-source';
import { toCategory, toPublication, toWriter } from '../store/to-api';

/**
 * Categories, writers and publications share one shape of API: an un-paged list (bounded), the
 * paged admin list with its total, and a detail with one page of its books.
 */
type Kind<Item, Page> = {
  collection: string;
  label: string;
  listKey: string;
  totalKey: string;
  productFilter: 'category' | 'writer' | 'publication';
  toApi: (snapshot: DocumentSnapshot) => Item;
  /** Type-only: the paged list's shape. */
  page?: Page;
};

export const CATEGORY: Kind<Category, CategoryPage> = {
  collection: COLLECTIONS.categories,
  label: 'Category',
  listKey: 'categories',
  totalKey: 'CategoryTotalCount',
  productFilter: 'category',
  toApi: toCategory,
};
export const WRITER: Kind<Writer, WriterPage> = {
  collection: COLLECTIONS.writers,
  label: 'Writer',
  listKey: 'writers',
  totalKey: 'WriterTotalCount',
  productFilter: 'writer',
  toApi: toWriter,
};
export const PUBLICATION: Kind<Publication, PublicationPage> = {
  collection: COLLECTIONS.publications,
  label: 'Publication',
  listKey: 'publications',
  totalKey: 'PublicationTotalCount',
  productFilter: 'publication',
  toApi: toPublication,
};

export async function listCollection<Item, Page>(
  kind: Kind<Item, Page>,
  rawQuery: unknown,
): Promise<Item[] | Page> {
  const query = parseInput(
    kind.productFilter === 'category' ? categoryListQuerySchema : pagedQuerySchema,
    rawQuery,
  ) as {
    page?: number;
    size?: number;
    limit?: number;
    section?: SectionKey;
  };
  if (query.page !== undefined && query.size !== undefined) {
    const base = db().collection(kind.collection);
    const ordered = base.orderBy('createdAt', 'asc');
    const [snapshot, total] = await Promise.all([
      readPage(ordered, query.page * query.size, query.size),
      readCount(base),
    ]);
    // The keys are the kind's (listKey, totalKey): its Page type names the same two.
    return { [kind.listKey]: snapshot.docs.map(kind.toApi), [kind.totalKey]: total } as Page;
  }
  if (query.section) {
    const category = await readSectionCategory(adminCatalogSource, query.section);
    return (category ? [category] : []) as Item[];
  }
  const list = await readCollectionList(
    adminCatalogSource,
    kind.productFilter,
    query.limit ?? LIST_LIMIT,
  );
  return list as Item[];
}

/** The storefront's read of an item's page (domain/src/catalog/reads.ts), 404 when it is absent. */
export async function getCollectionDetail<Item, Page>(
  kind: Kind<Item, Page>,
  id: string,
  rawQuery: unknown,
): Promise<CollectionDetail<Item>> {
  const { page, size } = parseInput(detailQuerySchema, rawQuery);
  const detail = await readCollectionDetail(adminCatalogSource, kind.productFilter, id, page, size);
  if (!detail) throw notFound(kind.label, id.slice(0, 64));
  return detail as unknown as CollectionDetail<Item>;
}

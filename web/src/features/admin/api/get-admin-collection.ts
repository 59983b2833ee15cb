import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@boi/domain/shared/constants';
import type { CategoryPage, PublicationPage, WriterPage } from '@boi/domain/catalog/schemas';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** The three lists a book is filed under, managed alike (spec §2). */
export type CollectionKind = 'category' | 'writer' | 'publication';

/** One row of a manage table: a writer also has details. */
export type CollectionItem = {
  _id: string;
  name: string;
  productCount: number;
  writerDetails?: string;
};

export type CollectionPage = { items: CollectionItem[]; total: number };

/**
 * GET /api/v1/{category|writer|publication}?page&size=10: one page (oldest first) and the total,
 * under the spec's keys (`categories` / `CategoryTotalCount`, …), read into one shape. `fresh`
 * (ignored by the server) skips the browser's one-minute catalog cache after the admin's change.
 */
export async function getAdminCollection(
  kind: CollectionKind,
  page: number,
  signal?: AbortSignal,
): Promise<CollectionPage> {
  const params = { page, size: PAGE_SIZE, fresh: Date.now() };
  switch (kind) {
    case 'category': {
      const data = await api.read<'categories', CategoryPage>('categories', {}, params, {
        auth: true,
        signal,
      });
      return { items: data.categories, total: data.CategoryTotalCount };
    }
    case 'writer': {
      const data = await api.read<'writers', WriterPage>('writers', {}, params, {
        auth: true,
        signal,
      });
      return { items: data.writers, total: data.WriterTotalCount };
    }
    case 'publication': {
      const data = await api.read<'publications', PublicationPage>('publications', {}, params, {
        auth: true,
        signal,
      });
      return { items: data.publications, total: data.PublicationTotalCount };
    }
  }
}

export const adminCollectionQueryOptions = (kind: CollectionKind, page: number) =>
  queryOptions({
    queryKey: adminKeys.collection(kind, page),
    queryFn: ({ signal }) => getAdminCollection(kind, page, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminCollection = (kind: CollectionKind, page: number) =>
  useQuery(adminCollectionQueryOptions(kind, page));

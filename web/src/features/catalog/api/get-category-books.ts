import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITED_LIST_MAX } from '@boi/domain/shared/constants';
import { readCatalog } from '../../../lib/catalog-source';
import { catalogKeys } from '../../../lib/catalog-keys';

/** A category's newest books, for the capped lists. */
export const categoryBooksQueryOptions = (categoryId: string | undefined, limit: number) =>
  queryOptions({
    queryKey: catalogKeys.categoryBooks(categoryId, limit),
    queryFn: () =>
      readCatalog((source, reads) =>
        reads.readNewestBooks(source, { kind: 'category', value: categoryId ?? '' }, limit),
      ),
    enabled: Boolean(categoryId),
  });

export const useCategoryBooks = (categoryId: string | undefined, limit = LIMITED_LIST_MAX) =>
  useQuery(categoryBooksQueryOptions(categoryId, limit));

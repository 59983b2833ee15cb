import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SectionKey } from '@boi/domain/constants';
import type { Category } from '@boi/domain/schemas';
import { api } from '../../../lib/api-client';
import { catalogKeys } from '../../../lib/catalog-keys';

/** GET /category?section=key: the category(ies) feeding a home section. */
export const getSectionCategories = (section: SectionKey, signal?: AbortSignal) =>
  api.get<Category[]>('/category', { section }, { signal });

export const sectionCategoriesQueryOptions = (section: SectionKey) =>
  queryOptions({
    queryKey: catalogKeys.sectionCategories(section),
    queryFn: ({ signal }) => getSectionCategories(section, signal),
  });

export const useSectionCategories = (section: SectionKey) =>
  useQuery(sectionCategoriesQueryOptions(section));

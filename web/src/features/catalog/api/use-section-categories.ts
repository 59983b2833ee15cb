import { useQuery } from '@tanstack/react-query';
import type { SectionKey } from '@boi/domain/constants';
import type { Category } from '@boi/domain/schemas';
import { api } from '../../../lib/api-client';
import { catalogKeys } from '../../../lib/catalog-keys';

/** GET /category?section=key: the category(ies) feeding a home section. */
export function useSectionCategories(section: SectionKey) {
  return useQuery({
    queryKey: catalogKeys.sectionCategories(section),
    queryFn: ({ signal }) => api.get<Category[]>('/category', { section }, { signal }),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { SectionKey } from '@boi/domain/constants';
import type { Category } from '@boi/domain/schemas';
import { getData } from '../../../lib/api-client';
import { CATALOG_KEY } from './catalog-query';

/** GET /category?section=key: the category(ies) feeding a home section. */
export function useSectionCategories(section: SectionKey) {
  return useQuery({
    queryKey: [CATALOG_KEY, 'category', 'section', section],
    queryFn: ({ signal }) => getData<Category[]>('/category', { section }, signal),
  });
}

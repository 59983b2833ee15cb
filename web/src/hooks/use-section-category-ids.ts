import { useQuery } from '@tanstack/react-query';
import type { SectionKey } from '@boi/domain/constants';
import type { Category } from '@boi/domain/schemas';
import { getData } from '../lib/api-client';

/** Category id feeding each home section (for footer links), from GET /category. */
export function useSectionCategoryIds(): Partial<Record<SectionKey, string>> {
  const { data } = useQuery({
    queryKey: ['shell', 'section-category-ids'],
    queryFn: ({ signal }) => getData<Category[]>('/category', undefined, signal),
    select: (categories) => {
      const ids: Partial<Record<SectionKey, string>> = {};
      for (const category of categories) {
        if (category.section && !ids[category.section]) ids[category.section] = category._id;
      }
      return ids;
    },
    staleTime: 10 * 60_000,
  });
  return data ?? {};
}

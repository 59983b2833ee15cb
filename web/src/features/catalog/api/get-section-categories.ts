import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SectionKey } from '@boi/domain/shared/constants';
import { readCatalog } from '../../../lib/catalog-source';
import { catalogKeys } from '../../../lib/catalog-keys';

/** The category the admin chose to feed a home section (none: an empty list). */
export const sectionCategoriesQueryOptions = (section: SectionKey) =>
  queryOptions({
    queryKey: catalogKeys.sectionCategories(section),
    queryFn: () =>
      readCatalog(async (source, reads) => {
        const category = await reads.readSectionCategory(source, section);
        return category ? [category] : [];
      }),
  });

export const useSectionCategories = (section: SectionKey) =>
  useQuery(sectionCategoriesQueryOptions(section));

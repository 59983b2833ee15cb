import { useTranslation } from 'react-i18next';
import type { SectionKey } from '@boi/domain/shared/constants';
import { useSectionCategories } from '../api/get-section-categories';
import { sectionTitle } from '../lib/page-headings';
import { BookListPage } from './book-list-page';
import { CollectionDetailPage } from './collection-detail-page';

/** The paged books of the category feeding a home section, found by the section key. */
export function SectionCategoryBooks({ section }: { section: SectionKey }) {
  const query = useSectionCategories(section);
  const { t } = useTranslation();
  const category = query.data?.[0];
  if (category) return <CollectionDetailPage kind="category" id={category._id} />;
  return (
    <BookListPage
      title={t(sectionTitle(section))}
      isPending={query.isPending}
      error={query.error}
      books={query.data ? [] : undefined}
      total={0}
    />
  );
}

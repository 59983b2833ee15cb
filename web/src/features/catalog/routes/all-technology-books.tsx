import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CappedCategoryBooks } from '../components/capped-category-books';
import { sectionTitle } from '../lib/page-headings';

export function Component() {
  const { technologyId } = useParams();
  const { t } = useTranslation();
  return (
    <CappedCategoryBooks categoryId={technologyId} fallbackTitle={t(sectionTitle('technology'))} />
  );
}

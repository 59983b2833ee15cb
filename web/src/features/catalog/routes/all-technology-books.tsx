import { useParams } from 'react-router';
import { CappedCategoryBooks } from '../components/capped-category-books';
import { sectionTitle } from '../lib/page-headings';

export function Component() {
  const { technologyId } = useParams();
  return (
    <CappedCategoryBooks categoryId={technologyId} fallbackTitle={sectionTitle('technology')} />
  );
}

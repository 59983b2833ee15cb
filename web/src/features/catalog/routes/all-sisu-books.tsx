import { useParams } from 'react-router';
import { CappedCategoryBooks } from '../components/capped-category-books';
import { sectionTitle } from '../lib/page-headings';

export function Component() {
  const { sisuId } = useParams();
  return <CappedCategoryBooks categoryId={sisuId} fallbackTitle={sectionTitle('children')} />;
}

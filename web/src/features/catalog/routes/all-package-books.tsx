import { useParams } from 'react-router';
import { CollectionDetailPage } from '../components/collection-detail-page';
import { SectionCategoryBooks } from '../components/section-category-books';

/** With an id it is that category's books; without, the package section's category's books. */
export function Component() {
  const { categoryId } = useParams();
  return categoryId ? (
    <CollectionDetailPage kind="category" id={categoryId} />
  ) : (
    <SectionCategoryBooks section="package" />
  );
}

import { useParams } from 'react-router';
import { CollectionDetailPage } from '../components/collection-detail-page';

export function Component() {
  const { categoryDetailsId } = useParams();
  return <CollectionDetailPage kind="category" id={categoryDetailsId} />;
}

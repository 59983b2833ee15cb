import { useParams } from 'react-router';
import { CollectionDetailPage } from '../components/collection-detail-page';

export function Component() {
  const { islamicId } = useParams();
  return <CollectionDetailPage kind="category" id={islamicId} />;
}

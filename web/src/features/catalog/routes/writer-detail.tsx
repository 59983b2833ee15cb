import { useParams } from 'react-router';
import { CollectionDetailPage } from '../components/collection-detail-page';

export function Component() {
  const { writerDetailsId } = useParams();
  return <CollectionDetailPage kind="writer" id={writerDetailsId} />;
}

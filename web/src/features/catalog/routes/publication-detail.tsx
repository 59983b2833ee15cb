import { useParams } from 'react-router';
import { CollectionDetailPage } from '../components/collection-detail-page';

export function Component() {
  const { publicationDetailsId } = useParams();
  return <CollectionDetailPage kind="publication" id={publicationDetailsId} />;
}

import { useParams } from 'react-router';
import { LegacyDetailsPage } from '../../features/book-details/legacy-details-page';

export function Component() {
  const { bookId } = useParams();
  return <LegacyDetailsPage bookId={bookId} />;
}

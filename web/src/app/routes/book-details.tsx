import { useParams } from 'react-router';
import { BookDetailsPage } from '../../features/book-details/book-details-page';

export function Component() {
  const { bookId } = useParams();
  return <BookDetailsPage key={bookId} bookId={bookId} />;
}

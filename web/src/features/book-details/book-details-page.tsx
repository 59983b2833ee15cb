import { Grid, Stack } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { isNotFound, QueryError } from '../../components/query-error';
import { useBook } from '../../lib/get-book';
import { BookCover, BookOverview } from './components/book-overview';
import { BookDetailsSkeleton } from './components/book-details-skeleton';
import { BookTabs } from './components/book-tabs';
import { DeliveryInfo } from './components/delivery-info';
import { RelatedBooks } from './components/related-books';
import { Panel } from '../../components/panel';

export function BookDetailsPage({ bookId }: { bookId: string | undefined }) {
  const { data: book, error, isPending } = useBook(bookId);
  if (error) {
    return (
      <>
        <PageTitle title={isNotFound(error) ? 'No Route Found' : 'Book not found'} />
        <QueryError error={error} />
      </>
    );
  }
  if (isPending) return <BookDetailsSkeleton />;
  return (
    <Stack gap="lg">
      <PageTitle title={book.nameB} />
      <Panel>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
            <BookCover book={book} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7, md: 5 }}>
            <BookOverview book={book} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <DeliveryInfo />
          </Grid.Col>
        </Grid>
      </Panel>
      <Panel component="section" aria-label="Book information">
        <BookTabs book={book} />
      </Panel>
      <RelatedBooks book={book} />
    </Stack>
  );
}

import { Grid, Stack } from '@mantine/core';
import { LoadingSpinner } from '../../components/loading-spinner';
import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { useBook } from '../../lib/get-book';
import { BookCover, BookOverview } from './components/book-overview';
import { BookTabs } from './components/book-tabs';
import { DeliveryInfo } from './components/delivery-info';
import { RelatedBooks } from './components/related-books';
import { Panel } from '../../components/panel';

export function BookDetailsPage({ bookId }: { bookId: string | undefined }) {
  const { data: book, error, isPending } = useBook(bookId);
  if (error) {
    return (
      <>
        <PageTitle title="Book not found" />
        <QueryError error={error} notFoundTitle="Book not found" />
      </>
    );
  }
  if (isPending) return <LoadingSpinner />;
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

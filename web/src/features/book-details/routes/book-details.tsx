import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { nameIn } from '@boi/domain/shared/language';
import { PageTitle } from '../../../components/page-title';
import { isNotFound, QueryError } from '../../../components/query-error';
import { useBook } from '../../../lib/get-book';
import { useLanguage } from '../../../hooks/use-language';
import { BookCover, BookOverview } from '../components/book-overview';
import { BookDetailsSkeleton } from '../components/book-details-skeleton';
import { BookTabs } from '../components/book-tabs';
import { DeliveryInfo } from '../components/delivery-info';
import { RelatedBooks } from '../components/related-books';
import { Panel } from '../../../components/panel';

/** A book's page (ROUTES.book, ROUTES.bookAll), afresh for each book (its key). */
export function Component() {
  const { bookId } = useParams();
  return <BookDetailsPage key={bookId} bookId={bookId} />;
}

function BookDetailsPage({ bookId }: { bookId: string | undefined }) {
  const { data: book, error, isPending } = useBook(bookId);
  const { t } = useTranslation();
  const language = useLanguage();
  if (error) {
    return (
      <>
        <PageTitle title={isNotFound(error) ? t('details.noRoute') : t('details.notFound')} />
        <QueryError error={error} />
      </>
    );
  }
  if (isPending) return <BookDetailsSkeleton />;
  return (
    <Stack gap="lg">
      <PageTitle title={nameIn(language, book)} />
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
      <Panel component="section" aria-label={t('details.information')}>
        <BookTabs book={book} />
      </Panel>
      <RelatedBooks book={book} />
    </Stack>
  );
}

import { Stack } from '@mantine/core';
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
import { BookDetailsGrid } from '../components/book-details-grid';
import { RelatedBooks } from '../components/related-books';
import { Panel } from '../../../components/panel';
import { HydrationPart } from '../../../components/hydration-part';

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
      <BookDetailsGrid cover={<BookCover book={book} />} overview={<BookOverview book={book} />} />
      {/* The overview (Add to Cart) hydrates first, then the tabs, then the related books. */}
      <HydrationPart>
        <Panel component="section" aria-label={t('details.information')}>
          <BookTabs book={book} />
        </Panel>
        <HydrationPart>
          <RelatedBooks book={book} />
        </HydrationPart>
      </HydrationPart>
    </Stack>
  );
}

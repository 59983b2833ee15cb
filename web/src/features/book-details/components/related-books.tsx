import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { relatedUsesCarousel } from '@boi/domain/catalog/carousel';
import type { ShelfBook } from '@boi/domain/catalog/schemas';
import { BookCarousel } from '../../../components/book-carousel';
import { BookGrid } from '../../../components/book-grid';
import { BookCarouselSkeleton } from '../../../components/book-skeletons';
import { useRelatedBooks } from '../api/get-related-books';
import { Panel } from '../../../components/panel';

/** The older detail pages show the first few related books (spec §2). */
const LEGACY_RELATED_COUNT = 3;

export function RelatedBooksSkeleton() {
  const { t } = useTranslation();
  return (
    <Panel component="section" aria-labelledby="related-books" aria-busy="true">
      <Title order={2} id="related-books" mb="md">
        {t('details.related')}
      </Title>
      <BookCarouselSkeleton />
    </Panel>
  );
}

/** The older detail pages' related books: the first three of the same read, as cards. */
export function LegacyRelatedBooks({ book }: { book: ShelfBook }) {
  const { data: books } = useRelatedBooks(book);
  const { t } = useTranslation();
  const first = books?.slice(0, LEGACY_RELATED_COUNT) ?? [];
  if (first.length === 0) return null;
  return (
    <Panel component="section" aria-labelledby="related-books">
      <Title order={2} id="related-books" mb="md">
        {t('details.related')}
      </Title>
      <BookGrid books={first} />
    </Panel>
  );
}

export function RelatedBooks({ book }: { book: ShelfBook }) {
  const { data: books, isPending } = useRelatedBooks(book);
  const { t } = useTranslation();
  // While they load, the heading and a carousel frame hold their room (no jump under the page).
  if (isPending) return <RelatedBooksSkeleton />;
  if (!books || books.length === 0) return null;
  return (
    <Panel component="section" aria-labelledby="related-books" belowFold>
      <Title order={2} id="related-books" mb="md">
        {t('details.related')}
      </Title>
      {relatedUsesCarousel(books.length) ? (
        <BookCarousel books={books} />
      ) : (
        <BookGrid books={books} />
      )}
    </Panel>
  );
}

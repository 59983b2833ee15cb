import type { ReactNode } from 'react';
import { Box, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@boi/domain/shared/constants';
import type { ShelfBook } from '@boi/domain/catalog/schemas';
import { BookGrid } from '../../../components/book-grid';
import { BookGridSkeleton } from '../../../components/book-skeletons';
import { usePageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { FoundBanner } from './found-banner';
import { PastLastPage, UrlPagination } from '../../../components/url-pagination';

export type BookListPageProps = {
  /** Heading and tab title; undefined until the data names it. */
  title: string | undefined;
  /** Shown under the heading (e.g. a writer's details). */
  intro?: ReactNode;
  isPending: boolean;
  error: unknown;
  books: ShelfBook[] | undefined;
  /** Every matching book, not just this page's. */
  total: number | undefined;
  /** True while the previous page is shown and the next one loads. */
  stale?: boolean;
  /** Page through `total` with `?page=N`. */
  paged?: boolean;
};

/** The one layout of every book listing: heading, found-count banner, card grid, pagination. */
export function BookListPage({
  title,
  intro,
  isPending,
  error,
  books,
  total,
  stale = false,
  paged = false,
}: BookListPageProps) {
  usePageTitle(title);
  const ready = !error && !isPending && books !== undefined;
  return (
    <Stack gap="md" py="md">
      {title && !error && (
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
      )}
      {error ? <QueryError error={error} /> : null}
      {!error && !ready ? <BookListSkeleton withTitle={!title} /> : null}
      {ready && (
        <>
          {intro}
          <FoundBanner total={total ?? books.length} />
          <Box
            aria-busy={stale}
            style={{ opacity: stale ? 0.55 : 1, transition: 'opacity 150ms ease' }}
          >
            {books.length > 0 ? (
              <BookGrid books={books} eagerCovers={2} phoneCoversAtFirstInteractionFrom={4} />
            ) : (total ?? 0) > 0 ? (
              <PastLastPage />
            ) : null}
          </Box>
          {paged && <UrlPagination total={total ?? 0} />}
        </>
      )}
    </Stack>
  );
}

/** A page of cards in the room the loaded list takes: heading (until named), found banner, grid. */
function BookListSkeleton({ withTitle }: { withTitle: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <VisuallyHidden role="status">{t('catalog.loading')}</VisuallyHidden>
      {withTitle && (
        <Box h="calc(1.4rem * 1.45)" aria-hidden="true">
          <Skeleton height="1.4rem" width="12rem" mt="0.2rem" />
        </Box>
      )}
      {/* FoundBanner: one line of text (1.6 × 1rem) in sm padding and a border. */}
      <Skeleton height="calc(1.6rem + 2 * var(--mantine-spacing-sm) + 2px)" radius="md" />
      <div aria-hidden="true">
        <BookGridSkeleton count={PAGE_SIZE} />
      </div>
    </>
  );
}

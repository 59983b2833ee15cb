import type { ReactNode } from 'react';
import { Box, Stack, Title } from '@mantine/core';
import type { Book } from '@boi/domain/schemas';
import { BookGrid } from '../../../components/book-grid';
import { LoadingSpinner } from '../../../components/loading-spinner';
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
  books: Book[] | undefined;
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
      {!error && !ready ? <LoadingSpinner /> : null}
      {ready && (
        <>
          {intro}
          <FoundBanner total={total ?? books.length} />
          <Box
            aria-busy={stale}
            style={{ opacity: stale ? 0.55 : 1, transition: 'opacity 150ms ease' }}
          >
            {books.length > 0 ? (
              <BookGrid books={books} />
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

import { shelfBookOf } from '@boi/domain/catalog/public-book';
import { Box, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BookGrid } from '../../../components/book-grid';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { QueryError } from '../../../components/query-error';
import { usePageIndex } from '../../../hooks/use-page-index';
import { useSearchResults } from '../api/get-search-results';
import { MatchLinks } from './match-links';
import { PastLastPage, UrlPagination } from '../../../components/url-pagination';
import { publicationPath, writerPath } from '@boi/domain/paths/routes';

/** The results of one query: the found count, writer and publication matches, a page of books. */
export function SearchResults({ query }: { query: string }) {
  const [pageIndex] = usePageIndex();
  const { data, error, isPending, isPlaceholderData } = useSearchResults(query, pageIndex);
  const { t } = useTranslation();
  if (error) return <QueryError error={error} />;
  if (isPending) return <LoadingSpinner />;
  const total = data.productTotalCount;
  return (
    <Stack gap="md">
      <Paper
        radius="md"
        px="md"
        py="sm"
        bg={total > 0 ? 'teal.0' : 'gray.0'}
        withBorder
        role="status"
        aria-live="polite"
      >
        <Text fw={500} c={total > 0 ? 'teal.9' : 'dimmed'}>
          {total > 0 ? t('catalog.totalFound', { total }) : t('catalog.noBookFound')}
        </Text>
      </Paper>
      <MatchLinks
        label={t('search.writers')}
        items={data.writers.map((writer) => ({
          id: writer._id,
          name: writer.name,
          to: writerPath(writer._id),
          count: writer.productCount,
        }))}
      />
      <MatchLinks
        label={t('search.publications')}
        items={data.publications.map((publication) => ({
          id: publication._id,
          name: publication.name,
          to: publicationPath(publication._id),
          count: publication.productCount,
        }))}
      />
      <Box
        aria-busy={isPlaceholderData}
        style={{ opacity: isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms ease' }}
      >
        {data.products.length > 0 ? (
          <BookGrid books={data.products.map(shelfBookOf)} />
        ) : total > 0 ? (
          <PastLastPage />
        ) : null}
      </Box>
      <UrlPagination total={total} />
    </Stack>
  );
}

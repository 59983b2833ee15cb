import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title';
import { useSearchQuery } from '../../../hooks/use-search-query';
import { SearchResults } from '../components/search-results';

/**
 * /search?q=…&page=N: the results of a search, shareable and reloadable from the URL alone.
 * The header's search box holds the query, so it is edited there.
 */
export function Component() {
  const query = useSearchQuery();
  const { t } = useTranslation();
  const title = query ? t('search.title', { query }) : t('search.noQueryTitle');
  usePageTitle(title);
  return (
    <Stack gap="md" py="md">
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      {query ? <SearchResults query={query} /> : <Text c="dimmed">{t('search.hint')}</Text>}
    </Stack>
  );
}

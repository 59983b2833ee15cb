import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../components/page-title';
import { useSearchQuery } from '../../../hooks/use-search-query';
import { SearchResults } from '../components/search-results';

/**
 * /search?q=…&page=N: the results of a search, shareable and reloadable from the URL alone.
 * The header's search box holds the query, so it is edited there.
 */
export function Component() {
  const query = useSearchQuery();
  const title = query ? `“${query}” খোঁজার ফলাফল` : 'বই খুঁজুন';
  usePageTitle(title);
  return (
    <Stack gap="md" py="md">
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      {query ? (
        <SearchResults query={query} />
      ) : (
        <Text c="dimmed">
          উপরের খোঁজার ঘরে বইয়ের নাম, লেখকের নাম বা প্রকাশনীর নাম লিখে Enter চাপুন।
        </Text>
      )}
    </Stack>
  );
}

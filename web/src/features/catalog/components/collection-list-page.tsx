import { useDeferredValue, useMemo, useState } from 'react';
import { Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { usePageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { useCollectionList } from '../api/get-collection-list';
import { COLLECTION_KINDS, type CollectionKind } from '../lib/collection-kinds';
import { noMatchText } from '../lib/count-labels';
import { filterByName } from '../lib/search-filter';
import { CollectionTile } from './collection-tile';
import { SearchIcon } from '../../../components/icons';

/** All categories, writers or publications as tiles, filtered by name as you type. */
export function CollectionListPage({ kind }: { kind: CollectionKind }) {
  const info = COLLECTION_KINDS[kind];
  usePageTitle(info.listTitle);
  const query = useCollectionList(kind);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const items = useMemo(
    () => filterByName(query.data ?? [], deferredSearch),
    [query.data, deferredSearch],
  );

  return (
    <Stack gap="md" py="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          {info.listTitle}
        </Title>
        <TextInput
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={info.searchPlaceholder}
          aria-label={info.searchPlaceholder}
          leftSection={<SearchIcon size={16} />}
          w={{ base: '100%', sm: 320 }}
          radius="md"
        />
      </Group>
      {query.error ? (
        <QueryError error={query.error} />
      ) : query.isPending ? (
        <LoadingSpinner />
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" role="status">
          {noMatchText(info.noun)}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
          {items.map((item) => (
            <CollectionTile key={item._id} kind={kind} item={item} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

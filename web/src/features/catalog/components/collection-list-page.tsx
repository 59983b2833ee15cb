import { useDeferredValue, useMemo, useState } from 'react';
import { Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { usePageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { cleanQuery, SEARCH_DEBOUNCE_MS } from '../../../lib/search-keys';
import { useCollectionList } from '../api/get-collection-list';
import { useNameMatches } from '../api/get-name-matches';
import { COLLECTION_KINDS, type CollectionKind } from '../lib/collection-kinds';
import { noMatchText } from '../lib/count-labels';
import { filterByName } from '../lib/search-filter';
import { CollectionTile } from './collection-tile';
import { SearchIcon } from '../../../components/icons';

/**
 * The items whose name contains the typed words, then those only the search engine matches
 * (spelling variants, Banglish), in the engine's order.
 */
function withEngineMatches<T extends { _id: string; name: string }>(
  list: readonly T[],
  search: string,
  engineIds: readonly string[],
): T[] {
  const local = filterByName(list, search);
  const shown = new Set(local.map((item) => item._id));
  const byId = new Map(list.map((item) => [item._id, item]));
  const extra = engineIds
    .filter((id) => !shown.has(id))
    .flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  return [...local, ...extra];
}

/**
 * All categories, writers or publications as tiles, filtered by name as you type. Writers and
 * publications are also looked up in the search engine once typing pauses (it knows no
 * categories).
 */
export function CollectionListPage({ kind }: { kind: CollectionKind }) {
  const info = COLLECTION_KINDS[kind];
  const { t } = useTranslation();
  usePageTitle(t(info.listTitle));
  const query = useCollectionList(kind);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const typed = kind === 'category' ? '' : cleanQuery(search);
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // Only matches for the text now in the box count; older ones are dropped, not shown.
  const names = useNameMatches(debounced === typed ? typed : '');
  const engineIds = kind !== 'category' && names.data ? names.data[kind] : undefined;
  const items = useMemo(
    () => withEngineMatches(query.data ?? [], deferredSearch, engineIds ?? []),
    [query.data, deferredSearch, engineIds],
  );
  // Nothing matched by name yet, but the engine is still to answer: wait rather than say none.
  const engineAnswering = typed !== '' && (debounced !== typed || names.isFetching);

  return (
    <Stack gap="md" py="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          {t(info.listTitle)}
        </Title>
        <TextInput
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t(info.searchPlaceholder)}
          aria-label={t(info.searchPlaceholder)}
          leftSection={<SearchIcon size={16} />}
          w={{ base: '100%', sm: 320 }}
          radius="md"
        />
      </Group>
      {query.error ? (
        <QueryError error={query.error} />
      ) : query.isPending || (items.length === 0 && engineAnswering) ? (
        <LoadingSpinner />
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" role="status">
          {noMatchText(t, t(info.noun))}
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

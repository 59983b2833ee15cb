import { useState } from 'react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { PRICE_BANDS } from '@boi/domain/catalog/product-index';
import type { Category } from '@boi/domain/catalog/schemas';
import type { AdminProductFilter } from '../../api/get-admin-products';

const SEARCH_DEBOUNCE_MS = 350;

/** Search (title or writer), category and price: each narrows the table, together they combine. */
export function ProductFilters({
  filter,
  categories,
  onChange,
}: {
  filter: AdminProductFilter;
  categories: Category[] | undefined;
  onChange: (name: 'q' | 'category' | 'priceBand', value: string | null) => void;
}) {
  const [search, setSearch] = useState(filter.q ?? '');
  // Only a settled change of the typed text reaches the URL (and the server).
  const settleSearch = useDebouncedCallback((text: string) => {
    if (text.trim() !== (filter.q ?? '')) onChange('q', text.trim());
  }, SEARCH_DEBOUNCE_MS);

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <TextInput
        type="search"
        label="Search"
        placeholder="Title or writer, in Bangla, Banglish or English"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          settleSearch(event.currentTarget.value);
        }}
      />
      <Select
        label="Category"
        placeholder="All categories"
        data={(categories ?? []).map((category) => ({ value: category._id, label: category.name }))}
        value={filter.category ?? null}
        onChange={(value) => onChange('category', value)}
        searchable
        clearable
        nothingFoundMessage="No category"
      />
      <Select
        label="Price"
        placeholder="Any price"
        data={PRICE_BANDS.map((band) => ({ value: band.key, label: band.label }))}
        value={filter.priceBand ?? null}
        onChange={(value) => onChange('priceBand', value)}
        clearable
      />
    </SimpleGrid>
  );
}

import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Tabs, TextInput } from '@mantine/core';
import {
  ORDER_SEARCH_MESSAGE,
  orderSearchOf,
  type StatusCounts,
} from '@boi/domain/admin/order-desk';
import { ORDER_STATUSES, PAYMENT_LABELS, PAYMENT_METHODS } from '@boi/domain/orders/order';
import type { OrderFilterName, OrderFilters } from './use-order-filters';

const ALL = 'all';

/**
 * The order desk's filters: status tabs with their counts, a search by order number, phone or
 * e-mail, the payment method and a range of days. Each narrows the list; together they combine.
 */
export function OrderFiltersBar({
  filters,
  counts,
  onChange,
}: {
  filters: OrderFilters;
  counts: StatusCounts | undefined;
  onChange: (name: OrderFilterName, value: string | null) => void;
}) {
  const [search, setSearch] = useState(filters.q ?? '');
  const [searchError, setSearchError] = useState<string | null>(null);
  const all = counts ? ORDER_STATUSES.reduce((sum, status) => sum + counts[status], 0) : undefined;
  const label = (name: string, count: number | undefined) =>
    count === undefined ? name : `${name} (${count})`;

  const submitSearch = () => {
    const text = search.trim();
    if (text && !orderSearchOf(text)) return setSearchError(ORDER_SEARCH_MESSAGE);
    setSearchError(null);
    onChange('q', text);
  };

  return (
    <>
      <Tabs
        value={filters.status ?? ALL}
        onChange={(value) => onChange('status', value === ALL ? null : value)}
        variant="pills"
        color="teal"
      >
        <Tabs.List aria-label="Order status">
          <Tabs.Tab value={ALL}>{label('All', all)}</Tabs.Tab>
          {ORDER_STATUSES.map((status) => (
            <Tabs.Tab key={status} value={status}>
              {label(status, counts?.[status])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            submitSearch();
          }}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              type="search"
              label="Search orders"
              placeholder="Order number, phone or email"
              value={search}
              error={searchError}
              onChange={(event) => setSearch(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="light" color="teal">
              Find
            </Button>
          </Group>
        </form>
        <Select
          label="Payment"
          placeholder="Any payment"
          data={PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_LABELS[method] }))}
          value={filters.method ?? null}
          onChange={(value) => onChange('method', value)}
          clearable
        />
        <Select
          label="Paid online"
          placeholder="Paid or not"
          data={[
            { value: 'paid', label: 'Paid (bKash: pay now)' },
            { value: 'unpaid', label: 'Unpaid (bKash: pay now)' },
          ]}
          value={filters.paid ?? null}
          onChange={(value) => onChange('paid', value)}
          clearable
        />
        <TextInput
          type="date"
          label="From"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => onChange('from', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="To"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => onChange('to', event.currentTarget.value)}
        />
      </SimpleGrid>
    </>
  );
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PRICE_BAND_KEYS, type PriceBand } from '@boi/domain/catalog/product-index';
import { PAGE_PARAM, parsePageParam, withPageIndex } from '../../../../hooks/page-param';
import type { AdminProductFilter } from '../../api/get-admin-products';

/** The URL search params the Product manage filters live in, so a reload keeps them. */
export const FILTER_PARAMS = { q: 'q', category: 'category', priceBand: 'price' } as const;
type FilterName = keyof typeof FILTER_PARAMS;
/** The low-stock list (from the overview): books with at most this many copies, alone. */
const STOCK_PARAM = 'stockAtMost';

const asCount = (raw: string | null): number | undefined =>
  raw !== null && /^\d{1,5}$/.test(raw) ? Number(raw) : undefined;

/** The search params of the table's low-stock list. */
export const lowStockParams = (threshold: number): string =>
  new URLSearchParams({ [STOCK_PARAM]: String(threshold) }).toString();

const asPriceBand = (raw: string | null): PriceBand | undefined =>
  (PRICE_BAND_KEYS as readonly string[]).includes(raw ?? '') ? (raw as PriceBand) : undefined;

/** Reads the table's filter from search params (unknown price bands are ignored). */
export function filterFromParams(params: URLSearchParams): AdminProductFilter {
  const stockAtMost = asCount(params.get(STOCK_PARAM));
  if (stockAtMost !== undefined) {
    return { page: parsePageParam(params.get(PAGE_PARAM)), stockAtMost };
  }
  return {
    page: parsePageParam(params.get(PAGE_PARAM)),
    q: params.get(FILTER_PARAMS.q)?.trim() || undefined,
    category: params.get(FILTER_PARAMS.category) || undefined,
    priceBand: asPriceBand(params.get(FILTER_PARAMS.priceBand)),
  };
}

/** A copy of `params` with one filter changed (empty removes it), back on the first page. */
export function withFilter(
  params: URLSearchParams,
  name: FilterName,
  value: string | null | undefined,
): URLSearchParams {
  const next = withPageIndex(params, 0);
  next.delete(STOCK_PARAM); // the low-stock list does not combine with the other filters
  const text = value?.trim() ?? '';
  if (text) next.set(FILTER_PARAMS[name], text);
  else next.delete(FILTER_PARAMS[name]);
  return next;
}

/** The Product manage filter from the URL, and setters that keep it there. */
export function useProductFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(searchParams), [searchParams]);
  const setFilter = useCallback(
    (name: FilterName, value: string | null | undefined) =>
      setSearchParams((current) => withFilter(current, name, value), { replace: true }),
    [setSearchParams],
  );
  const setPage = useCallback(
    (page: number) => setSearchParams((current) => withPageIndex(current, page)),
    [setSearchParams],
  );
  const showAll = useCallback(
    () => setSearchParams((current) => withFilter(current, 'q', null), { replace: true }),
    [setSearchParams],
  );
  return { filter, setFilter, setPage, showAll };
}

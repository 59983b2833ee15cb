import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_STATUSES, PAYMENT_METHODS } from '@boi/domain/orders/order';
import type { OrderDeskQuery } from '@boi/domain/admin/order-desk';
import { PAID_FILTERS } from '@boi/domain/payments/online-payment';
import { PAGE_PARAM, parsePageParam, withPageIndex } from '../../../../hooks/page-param';

/**
 * The order desk's filters and numbered page, as URL search params (`?page=N`, counted from 1):
 * a reload or a shared link keeps them.
 */
export type OrderFilters = Omit<OrderDeskQuery, 'page' | 'size' | 'after'> & {
  /** The 0-based page index (the API's `page`). */
  page: number;
};
export type OrderFilterName = 'status' | 'method' | 'paid' | 'from' | 'to' | 'q';

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  (values as readonly string[]).includes(raw ?? '') ? (raw as T) : undefined;
const isDay = (raw: string | null) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined);

/** Reads the desk's filters from search params; values it cannot read are left out. */
export function orderFiltersFromParams(params: URLSearchParams): OrderFilters {
  return {
    status: oneOf(ORDER_STATUSES, params.get('status')),
    method: oneOf(PAYMENT_METHODS, params.get('method')),
    paid: oneOf(PAID_FILTERS, params.get('paid')),
    from: isDay(params.get('from')),
    to: isDay(params.get('to')),
    q: params.get('q')?.trim() || undefined,
    page: parsePageParam(params.get(PAGE_PARAM)),
  };
}

/** A copy of `params` with one filter changed (empty removes it), back on the first page. */
export function withOrderFilter(
  params: URLSearchParams,
  name: OrderFilterName,
  value: string | null | undefined,
): URLSearchParams {
  const next = withPageIndex(params, 0);
  const text = value?.trim() ?? '';
  if (text) next.set(name, text);
  else next.delete(name);
  return next;
}

/** The desk's filters from the URL, a setter per filter, and the numbered pages' setter. */
export function useOrderFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => orderFiltersFromParams(searchParams), [searchParams]);
  const setFilter = useCallback(
    (name: OrderFilterName, value: string | null | undefined) =>
      setSearchParams((current) => withOrderFilter(current, name, value), { replace: true }),
    [setSearchParams],
  );
  const setPage = useCallback(
    (page: number) => setSearchParams((current) => withPageIndex(current, page)),
    [setSearchParams],
  );
  return { filters, setFilter, setPage };
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_STATUSES, PAYMENT_METHODS } from '@boi/domain/orders';
import type { OrderDeskQuery } from '@boi/domain/order-desk';

/** The order desk's filters, as URL search params: a reload or a shared link keeps them. */
export type OrderFilters = Omit<OrderDeskQuery, 'page' | 'size'> & {
  /** 1-based number of the page after `after`, for the row numbers only. */
  pageNumber: number;
};
export type OrderFilterName = 'status' | 'method' | 'from' | 'to' | 'q';

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  (values as readonly string[]).includes(raw ?? '') ? (raw as T) : undefined;
const isDay = (raw: string | null) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined);

/** Reads the desk's filters from search params; values it cannot read are left out. */
export function orderFiltersFromParams(params: URLSearchParams): OrderFilters {
  const pageNumber = Number(params.get('p'));
  return {
    status: oneOf(ORDER_STATUSES, params.get('status')),
    method: oneOf(PAYMENT_METHODS, params.get('method')),
    from: isDay(params.get('from')),
    to: isDay(params.get('to')),
    q: params.get('q')?.trim() || undefined,
    after: params.get('after') || undefined,
    pageNumber: Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1,
  };
}

/** A copy of `params` with one filter changed (empty removes it), back on the newest page. */
export function withOrderFilter(
  params: URLSearchParams,
  name: OrderFilterName,
  value: string | null | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('after');
  next.delete('p');
  const text = value?.trim() ?? '';
  if (text) next.set(name, text);
  else next.delete(name);
  return next;
}

/** The desk's filters from the URL, a setter per filter, and the older / newest page moves. */
export function useOrderFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => orderFiltersFromParams(searchParams), [searchParams]);
  const setFilter = useCallback(
    (name: OrderFilterName, value: string | null | undefined) =>
      setSearchParams((current) => withOrderFilter(current, name, value), { replace: true }),
    [setSearchParams],
  );
  const showOlder = useCallback(
    (after: string) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set('after', after);
        next.set('p', String(orderFiltersFromParams(current).pageNumber + 1));
        return next;
      }),
    [setSearchParams],
  );
  const showNewest = useCallback(
    () => setSearchParams((current) => withOrderFilter(current, 'q', current.get('q'))),
    [setSearchParams],
  );
  return { filters, setFilter, showOlder, showNewest };
}

/** The URL search param holding the page people see, counted from 1 (`?page=2`). */
export const PAGE_PARAM = 'page';
/** The API accepts page indexes up to this. */
export const MAX_PAGE_INDEX = 100_000;

/** `?page=N` (1-based) → the API's 0-based page index; anything missing or malformed → 0. */
export function parsePageParam(raw: string | null | undefined): number {
  const text = raw?.trim() ?? '';
  if (!/^\d+$/.test(text)) return 0;
  const page = Number(text);
  if (page < 1) return 0;
  return Math.min(page - 1, MAX_PAGE_INDEX);
}

/** A copy of `params` pointing at the 0-based `pageIndex`; the first page drops the param. */
export function withPageIndex(params: URLSearchParams, pageIndex: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (pageIndex <= 0) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(pageIndex + 1));
  return next;
}

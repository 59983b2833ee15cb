import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_PARAM, parsePageParam, withPageIndex } from './page-param';

/** The 0-based page index kept in the URL as `?page=N` (1-based), and a setter that scrolls up. */
export function usePageIndex(): [number, (pageIndex: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const pageIndex = parsePageParam(searchParams.get(PAGE_PARAM));
  const setPageIndex = useCallback(
    (next: number) => {
      setSearchParams((current) => withPageIndex(current, next));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [setSearchParams],
  );
  return [pageIndex, setPageIndex];
}

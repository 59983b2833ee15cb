import { useLocation, useSearchParams } from 'react-router';
import { cleanQuery, SEARCH_PARAM, SEARCH_PATH } from '../lib/search-keys';

/** The query of the results page on screen (`/search?q=…`), cleaned; '' on any other page. */
export function useSearchQuery(): string {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  if (pathname.replace(/\/+$/, '') !== SEARCH_PATH) return '';
  return cleanQuery(searchParams.get(SEARCH_PARAM) ?? '');
}

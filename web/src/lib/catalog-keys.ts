import { hashKey, type QueryKey } from '@tanstack/react-query';

/** Root of every catalog query key, so catalog cache entries never mix with others'. */
export const CATALOG_KEY = 'catalog';

/** The catalog's query keys, in one place: paged keys end with the page index. */
export const catalogKeys = {
  list: (kind: string) => [CATALOG_KEY, kind, 'list'] as const,
  detail: (kind: string, id: string | undefined, page: number) =>
    [CATALOG_KEY, kind, 'detail', id, page] as const,
  sectionCategories: (section: string) => [CATALOG_KEY, 'category', 'section', section] as const,
  productPage: (filter: object, page: number) =>
    [CATALOG_KEY, 'product', 'page', filter, page] as const,
  categoryBooks: (categoryId: string | undefined, limit: number) =>
    [CATALOG_KEY, 'product', 'category', categoryId, limit] as const,
};

/** Whether two paged keys name the same list (they differ at most in the final page index). */
export const isSamePagedList = (a: QueryKey | undefined, b: QueryKey): boolean =>
  a !== undefined && hashKey(a.slice(0, -1)) === hashKey(b.slice(0, -1));

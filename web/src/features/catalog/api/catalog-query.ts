/** Root of every catalog query key, so the feature's cache entries never mix with others'. */
export const CATALOG_KEY = 'catalog';

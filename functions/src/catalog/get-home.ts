import { readHome } from '@boi/domain/catalog/reads';
import type { HomeData } from '@boi/domain/catalog/schemas';
import { adminCatalogSource } from './admin-source';

/** Everything the home page shows, in one bounded, cacheable response. */
export const getHome = (): Promise<HomeData> => readHome(adminCatalogSource);

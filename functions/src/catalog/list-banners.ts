import { readBanners } from '@boi/domain/catalog/reads';
import type { Banner } from '@boi/domain/catalog/schemas';
import { adminCatalogSource } from './admin-source';

export const listBanners = (): Promise<Banner[]> => readBanners(adminCatalogSource);

import { queryOptions, useQuery } from '@tanstack/react-query';
import { readHome } from '@boi/domain/catalog-reads';
import { readCatalog } from '../../../lib/catalog-source';

/** Banners, the category strip and the four book sections, read from Firestore. */
export const homeDataQueryOptions = () =>
  queryOptions({ queryKey: ['home'], queryFn: () => readCatalog(readHome) });

export const useHomeData = () => useQuery(homeDataQueryOptions());

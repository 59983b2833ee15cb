import { queryOptions, useQuery } from '@tanstack/react-query';
import { readCatalog } from '../../../lib/catalog-source';

/** Banners, the category strip and the four book sections, read from Firestore. */
export const homeDataQueryOptions = () =>
  queryOptions({
    queryKey: ['home'],
    queryFn: () => readCatalog((source, reads) => reads.readHome(source)),
  });

export const useHomeData = () => useQuery(homeDataQueryOptions());

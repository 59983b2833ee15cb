import { randomUUID } from 'node:crypto';
import { CatalogSearchIndex } from '@boi/domain/search/search-index';
import type { SeedData } from './seed-data';

/** A new catalog generation: the functions' search index reloads when stats/catalog names another. */
export const newCatalogVersion = (): string =>
  `seed-${new Date().toISOString()}-${randomUUID().slice(0, 8)}`;

/**
 * The search index of the seeded catalog, built from the seed's own data (no Firestore reads), so
 * that the functions load it on their first search instead of reading every book.
 */
export function seedSearchIndex(data: SeedData, catalogVersion: string): CatalogSearchIndex {
  return CatalogSearchIndex.build(
    data.books.map((book) => ({
      ...book,
      id: book._id,
      updatedAt: Date.parse(book.createdAt),
    })),
    catalogVersion,
  );
}

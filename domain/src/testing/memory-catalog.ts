import type { CatalogQuery, CatalogSource, PublicCollection, StoredDoc } from '../catalog/reads';

type Docs = Partial<Record<PublicCollection, Record<string, Record<string, unknown>>>>;

const fieldOf = (data: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], data);

/**
 * A catalog held in memory, for unit tests of the catalog reads and of the components that show
 * them. It answers queries as Firestore does (a range or order field missing from a document
 * leaves the document out), and counts the documents it returns, as Firestore bills them.
 */
export function memoryCatalog(docs: Docs): CatalogSource & { reads: number } {
  const source = {
    reads: 0,
    get(collection: PublicCollection, id: string): Promise<StoredDoc | null> {
      source.reads += 1;
      const data = docs[collection]?.[id];
      return Promise.resolve(data ? { id, data } : null);
    },
    query({ collection, where, orderBy, limit }: CatalogQuery): Promise<StoredDoc[]> {
      const [orderField, direction] = orderBy;
      const found = Object.entries(docs[collection] ?? {})
        .filter(([, data]) => fieldOf(data, orderField) !== undefined)
        .filter(([, data]) =>
          where.every(([field, op, value]) => {
            const actual = fieldOf(data, field);
            return op === '=='
              ? actual === value
              : actual !== undefined && (actual as number) <= (value as number);
          }),
        )
        .sort(([idA, a], [idB, b]) => {
          const x = fieldOf(a, orderField) as number | string;
          const y = fieldOf(b, orderField) as number | string;
          const order = x < y ? -1 : x > y ? 1 : idA < idB ? -1 : idA > idB ? 1 : 0;
          return direction === 'asc' ? order : -order;
        })
        .slice(0, limit)
        .map(([id, data]) => ({ id, data }));
      source.reads += Math.max(1, found.length);
      return Promise.resolve(found);
    },
  };
  return source;
}

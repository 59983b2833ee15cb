import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IndexFileError, loadIndexFile, parseIndexFile } from './index-file';

const asc = (fieldPath: string) => ({ fieldPath, order: 'ASCENDING' });
const desc = (fieldPath: string) => ({ fieldPath, order: 'DESCENDING' });
const contains = (fieldPath: string) => ({ fieldPath, arrayConfig: 'CONTAINS' });
const index = (fields: object[], extra: object = {}) => ({
  collectionGroup: 'books',
  queryScope: 'COLLECTION',
  fields,
  ...extra,
});
const refused = (json: unknown) => {
  try {
    parseIndexFile(json, 'test.json');
  } catch (error) {
    expect(error).toBeInstanceOf(IndexFileError);
    return (error as Error).message;
  }
  throw new Error('expected the index file to be refused');
};

// https://firebase.google.com/docs/reference/firestore/indexes (the firestore.indexes.json format)
// and https://firebase.google.com/docs/firestore/query-data/index-overview (composite indexes).
describe('firestore.indexes.json validation', () => {
  it("accepts the repo's own firestore.indexes.json", () => {
    const file = fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url));
    const config = loadIndexFile(file);
    expect(config.indexes.length).toBe(
      (JSON.parse(readFileSync(file, 'utf8')) as { indexes: unknown[] }).indexes.length,
    );
  });

  it('defaults queryScope to COLLECTION and keeps field overrides', () => {
    const config = parseIndexFile({
      indexes: [{ collectionGroup: 'books', fields: [asc('a'), contains('tags')] }],
      fieldOverrides: [{ collectionGroup: 'books', fieldPath: 'blob', indexes: [] }],
    });
    expect(config.indexes[0]?.queryScope).toBe('COLLECTION');
    expect(config.fieldOverrides[0]?.indexes).toEqual([]);
  });

  it('refuses a one-field composite, naming the entry', () => {
    expect(refused({ indexes: [index([asc('a'), desc('b')]), index([asc('price')])] })).toBe(
      'test.json: indexes[1] (collectionGroup "books", fields price ASCENDING): a composite index needs at least 2 fields (one field is a single-field index: declare it in fieldOverrides)',
    );
  });

  it('refuses duplicates, also when one spells out the implicit __name__', () => {
    expect(
      refused({ indexes: [index([asc('a'), desc('b')]), index([asc('a'), desc('b')])] }),
    ).toMatch(/indexes\[1\] .*duplicates indexes\[0\]/);
    expect(
      refused({
        indexes: [index([asc('a'), desc('b')]), index([asc('a'), desc('b'), desc('__name__')])],
      }),
    ).toMatch(/indexes\[1\] .*duplicates indexes\[0\]/);
  });

  it('refuses unknown order, arrayConfig and queryScope', () => {
    expect(refused({ indexes: [index([asc('a'), { fieldPath: 'b', order: 'DESC' }])] })).toMatch(
      /indexes\[0\] \(collectionGroup "books", fields a ASCENDING, b DESC\): unknown order "DESC"/,
    );
    expect(
      refused({ indexes: [index([asc('a'), { fieldPath: 'b', arrayConfig: 'ANY' }])] }),
    ).toMatch(/unknown arrayConfig "ANY"/);
    expect(refused({ indexes: [index([asc('a'), asc('b')], { queryScope: 'DATABASE' })] })).toMatch(
      /unknown queryScope "DATABASE"/,
    );
    expect(refused({ indexes: [index([asc('a'), { fieldPath: 'b' }])] })).toMatch(
      /exactly one of order or arrayConfig/,
    );
  });

  it('refuses two arrayConfig fields and __name__ anywhere but last', () => {
    expect(refused({ indexes: [index([contains('a'), contains('b')])] })).toMatch(
      /at most one arrayConfig/,
    );
    expect(refused({ indexes: [index([asc('__name__'), asc('b')])] })).toMatch(
      /indexes\[0\] .*__name__ may only be the last field/,
    );
  });

  it('refuses bad field overrides, naming them', () => {
    expect(
      refused({
        fieldOverrides: [
          { collectionGroup: 'books', fieldPath: 'blob', indexes: [{ order: 'UP' }] },
        ],
      }),
    ).toMatch(
      /fieldOverrides\[0\] \(collectionGroup "books", fieldPath "blob"\): unknown order "UP"/,
    );
  });
});

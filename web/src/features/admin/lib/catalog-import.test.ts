import { describe, expect, it } from 'vitest';
import { IMPORT_BATCH_ROWS } from '@boi/domain/admin/catalog-import';
import { batchesOf, readCatalogCsv, tally } from './catalog-import';

describe('importing the catalog CSV in the browser', () => {
  it('reads a file with a byte-order mark, spaced headers and blank lines', async () => {
    const file = new File(['\uFEFF nameB ,price\nবই,200\n\n'], 'books.csv', { type: 'text/csv' });
    expect(await readCatalogCsv(file)).toEqual([{ nameB: 'বই', price: '200' }]);
  });

  it('refuses a file with no rows', async () => {
    await expect(readCatalogCsv(new File(['nameB,price\n'], 'empty.csv'))).rejects.toThrow(
      'no rows',
    );
  });

  it(`cuts the file into calls of ${IMPORT_BATCH_ROWS} rows, fewer when rows are long`, () => {
    const short = Array.from({ length: 2 * IMPORT_BATCH_ROWS + 20 }, () => ({ nameB: 'বই' }));
    expect(batchesOf(short)).toEqual([
      [0, IMPORT_BATCH_ROWS],
      [IMPORT_BATCH_ROWS, 2 * IMPORT_BATCH_ROWS],
      [2 * IMPORT_BATCH_ROWS, 2 * IMPORT_BATCH_ROWS + 20],
    ]);
    const long = Array.from({ length: 30 }, () => ({ descriptionB: 'অ'.repeat(5_000) }));
    const batches = batchesOf(long);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flatMap(([start, end]) => [start, end])).toEqual(
      [...batches.flat()].sort((a, b) => a - b),
    );
    expect(batches.at(-1)?.[1]).toBe(30);
  });

  it('counts the outcomes', () => {
    const outcomes = [
      { row: 2, id: 'a', action: 'add' as const },
      { row: 3, id: null, action: 'error' as const, message: 'x' },
      { row: 4, id: 'b', action: 'add' as const },
    ];
    expect(tally(outcomes)).toEqual({ add: 2, update: 0, unchanged: 0, error: 1 });
  });
});

import {
  IMPORT_BATCH_ROWS,
  IMPORT_MAX_ROWS,
  importPauseMs,
  type ImportOutcome,
} from '@boi/domain/admin/catalog-import';
import { callable } from '../../../lib/callables';

export type CsvRows = Record<string, string>[];

/** The rows of a catalog CSV (a byte-order mark and blank lines are fine), by column name. */
export async function readCatalogCsv(file: File): Promise<CsvRows> {
  const { parse } = await import('papaparse');
  const text = (await file.text()).replace(/^\uFEFF/, '');
  const { data } = parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  if (data.length === 0) throw new Error('The file has no rows under its header');
  if (data.length > IMPORT_MAX_ROWS) {
    throw new Error(`At most ${IMPORT_MAX_ROWS.toLocaleString('en')} rows a file`);
  }
  return data;
}

/** A call's body stays well under the functions' 128 KiB cap, however long the descriptions. */
const BATCH_BYTES = 96 * 1024;

/** The file cut into calls: at most IMPORT_BATCH_ROWS rows and BATCH_BYTES each, in order. */
export function batchesOf(rows: CsvRows): [start: number, end: number][] {
  const batches: [number, number][] = [];
  const encoder = new TextEncoder();
  let start = 0;
  let bytes = 0;
  rows.forEach((row, i) => {
    const size = encoder.encode(JSON.stringify(row)).length;
    if (i > start && (i - start === IMPORT_BATCH_ROWS || bytes + size > BATCH_BYTES)) {
      batches.push([start, i]);
      start = i;
      bytes = 0;
    }
    bytes += size;
  });
  if (rows.length > start) batches.push([start, rows.length]);
  return batches;
}

export const batchCount = (rows: CsvRows) => batchesOf(rows).length;

/**
 * Sends the file's batches from `fromBatch` on, in order; `onBatch` gets each batch's outcomes
 * and its index, so a stopped import resumes at the batch that failed.
 */
export async function importBatches(
  rows: CsvRows,
  { apply, setStock }: { apply: boolean; setStock: boolean },
  fromBatch: number,
  onBatch: (outcomes: ImportOutcome[], batch: number) => void,
): Promise<void> {
  const send = callable('importCatalog');
  const batches = batchesOf(rows);
  for (let batch = fromBatch; batch < batches.length; batch++) {
    const [start, end] = batches[batch] ?? [0, 0];
    const startedAt = performance.now();
    const { outcomes } = await send({
      rows: rows.slice(start, end),
      firstRow: start + 2, // the header is row 1
      apply,
      setStock,
    });
    onBatch(outcomes, batch);
    // A dry run writes nothing: it runs at full speed.
    const pause = apply ? importPauseMs(outcomes, startedAt, performance.now()) : 0;
    if (pause > 0 && batch + 1 < batches.length) {
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** How many rows each outcome had. */
export function tally(outcomes: readonly ImportOutcome[]) {
  const count = (action: ImportOutcome['action']) =>
    outcomes.filter((o) => o.action === action).length;
  return {
    add: count('add'),
    update: count('update'),
    unchanged: count('unchanged'),
    error: count('error'),
  };
}

// The catalog CSV import at 10,000 rows: the rows go to importCatalog 50 at a time, as Product
// Manage sends them, three times: the dry run, the import, and the same file again (which must
// change nothing). Prints the time of each pass, its slowest batch (each batch is one call of
// the function, so the slowest batch is what stands against the function's timeout), and the
// Firestore reads and writes it cost, as Boi's emulator tallies them (emulator/src/usage.ts).
import { IMPORT_BATCH_ROWS, type ImportOutcome } from '@boi/domain/admin/catalog-import';
import { USAGE_PATH } from '../emulator/src/usage';
import type { Stack } from '../scripts/stack';
import { adminToken } from './order-desk';

type Pass = {
  label: string;
  s: number;
  slowestBatchMs: number;
  reads: number;
  writes: number;
  tally: Record<string, number>;
};

export async function measureCatalogImport(
  stack: Stack,
  rowCount = 10_000,
): Promise<{ rows: number; passes: Pass[] }> {
  const token = await adminToken(stack.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');
  const seeded = (await (await fetch(`${stack.url}/api/v1/product/book-00001`)).json()) as {
    data: {
      category: { categoryName: string };
      writer: { writerName: string };
      publication: { publicationName: string };
    };
  };
  const { category, writer, publication } = seeded.data;
  const rows = Array.from({ length: rowCount }, (_, i) => ({
    nameB: `বেঞ্চ বই ${i}`,
    nameE: `Bench book ${i}`,
    price: String(100 + (i % 900)),
    quantity: String(i % 50),
    status: 'in-stock',
    category: category.categoryName,
    writer: writer.writerName,
    publication: publication.publicationName,
    tags: 'বেঞ্চ',
  }));
  const usage = async () =>
    (await (await fetch(`http://${stack.env.FIRESTORE_EMULATOR_HOST}${USAGE_PATH}`)).json()) as {
      reads: number;
      writes: number;
    };
  const pass = async (label: string, apply: boolean): Promise<Pass> => {
    const before = await usage();
    const began = performance.now();
    let slowestBatchMs = 0;
    const tally: Record<string, number> = {};
    for (let start = 0; start < rows.length; start += IMPORT_BATCH_ROWS) {
      const batchBegan = performance.now();
      const response = await fetch(`${stack.url}/api/callable/importCatalog`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          data: { rows: rows.slice(start, start + IMPORT_BATCH_ROWS), firstRow: start + 2, apply },
        }),
      });
      const body = (await response.json()) as { result?: { outcomes: ImportOutcome[] } };
      if (!response.ok || !body.result) {
        throw new Error(`import ${label} at row ${start + 2}: ${response.status}`);
      }
      for (const outcome of body.result.outcomes) {
        tally[outcome.action] = (tally[outcome.action] ?? 0) + 1;
      }
      slowestBatchMs = Math.max(slowestBatchMs, performance.now() - batchBegan);
    }
    const s = (performance.now() - began) / 1000;
    const after = await usage();
    const [reads, writes] = [after.reads - before.reads, after.writes - before.writes];
    return { label, s, slowestBatchMs, reads, writes, tally };
  };
  return {
    rows: rowCount,
    passes: [
      await pass('dry run', false),
      await pass('import', true),
      await pass('same file again', true),
    ],
  };
}

export function printCatalogImport({ rows, passes }: { rows: number; passes: Pass[] }): void {
  console.log(
    `\ncatalog import of ${rows.toLocaleString('en')} rows (${IMPORT_BATCH_ROWS} rows a call)`,
  );
  console.log(
    `${'pass'.padEnd(20)}${'s'.padStart(8)}${'rows/s'.padStart(8)}${'slowest call ms'.padStart(17)}${'reads'.padStart(9)}${'writes'.padStart(9)}  outcomes`,
  );
  for (const p of passes) {
    const outcomes = Object.entries(p.tally)
      .map(([action, n]) => `${action} ${n}`)
      .join(', ');
    console.log(
      `${p.label.padEnd(20)}${p.s.toFixed(0).padStart(8)}${(rows / p.s).toFixed(0).padStart(8)}${p.slowestBatchMs.toFixed(0).padStart(17)}${String(p.reads).padStart(9)}${String(p.writes).padStart(9)}  ${outcomes}`,
    );
  }
}

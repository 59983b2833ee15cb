// The catalog CSV import: the rows go to importCatalog 50 at a time, as Product Manage sends them.
// At 10,000 rows (the default) three passes: the dry run, the import, and the same file again
// (which must change nothing). At Rokomari's size (`npm run bench -- --books 200000`, or
// --import-only --import-rows N with --resume) the import is stopped midway and the whole file
// sent again, as an admin resumes it: the rows already in are unchanged, the rest are added.
// Prints the time of each pass, its slowest batch (each batch is one call of the function, so
// the slowest batch is what stands against the function's timeout), the Firestore reads and
// writes it cost, as Boi's emulator tallies them (emulator/src/usage.ts), the browser's parse of
// the file (papaparse, as Product Manage reads it) and the functions workers' peak memory.
import { readFileSync, readdirSync } from 'node:fs';
import Papa from 'papaparse';
import {
  IMPORT_BATCH_ROWS,
  IMPORT_MAX_ROWS,
  importPauseMs,
  type ImportOutcome,
} from '@boi/domain/admin/catalog-import';
import { USAGE_PATH } from '../emulator/src/usage';
import type { Stack } from '../scripts/stack';
import { adminToken } from './order-desk';

type Pass = {
  label: string;
  rows: number;
  s: number;
  slowestBatchMs: number;
  reads: number;
  writes: number;
  tally: Record<string, number>;
};

export type ImportFigures = {
  rows: number;
  passes: Pass[];
  parse: { ms: number; heapMb: number; csvMb: number };
  workerPeakMb: number | null;
};

export async function measureCatalogImport(
  stack: Stack,
  rowCount = 10_000,
  { resume = false }: { resume?: boolean } = {},
): Promise<ImportFigures> {
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
  const parse = parseAsTheBrowserDoes(rows);
  const pass = async (label: string, apply: boolean, upTo = rows.length): Promise<Pass> => {
    const before = await usage();
    const began = performance.now();
    let slowestBatchMs = 0;
    const tally: Record<string, number> = {};
    for (let start = 0; start < upTo; start += IMPORT_BATCH_ROWS) {
      const batchBegan = performance.now();
      const response = await fetch(`${stack.url}/api/callable/importCatalog`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          data: {
            rows: rows.slice(start, start + IMPORT_BATCH_ROWS),
            // A file holds at most IMPORT_MAX_ROWS rows: a larger catalog is several files.
            firstRow: (start % IMPORT_MAX_ROWS) + 2,
            apply,
          },
        }),
      });
      const text = await response.text();
      const body = parsedOrNull(text) as { result?: { outcomes: ImportOutcome[] } } | null;
      if (!response.ok || !body?.result) {
        const ms = Math.round(performance.now() - batchBegan);
        throw new Error(
          `import ${label} at row ${start + 2}: ${response.status} after ${ms} ms: ${text.slice(0, 200)}`,
        );
      }
      for (const outcome of body.result.outcomes) {
        tally[outcome.action] = (tally[outcome.action] ?? 0) + 1;
      }
      slowestBatchMs = Math.max(slowestBatchMs, performance.now() - batchBegan);
      // As Product Manage paces them: at most a call a second that adds books.
      const pause = apply ? importPauseMs(body.result.outcomes, batchBegan, performance.now()) : 0;
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    }
    const s = (performance.now() - began) / 1000;
    const after = await usage();
    const [reads, writes] = [after.reads - before.reads, after.writes - before.writes];
    return { label, rows: upTo, s, slowestBatchMs, reads, writes, tally };
  };
  const passes = resume
    ? [
        await pass('import, stopped midway', true, Math.floor(rows.length / 2)),
        await pass('resumed: the whole file', true),
      ]
    : [
        await pass('dry run', false),
        await pass('import', true),
        await pass('same file again', true),
      ];
  return { rows: rowCount, passes, parse, workerPeakMb: functionsWorkersPeakMb() };
}

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The file as Product Manage reads it: CSV text parsed by papaparse (time, heap, size). */
function parseAsTheBrowserDoes(rows: Record<string, string>[]) {
  const csv = Papa.unparse(rows);
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const began = performance.now();
  const { data } = Papa.parse<Record<string, string>>(csv, {
    header: true,
    skipEmptyLines: 'greedy',
  });
  const ms = performance.now() - began;
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  if (data.length !== rows.length) throw new Error(`parsed ${data.length} of ${rows.length} rows`);
  return { ms, heapMb, csvMb: Buffer.byteLength(csv) / 2 ** 20 };
}

/**
 * The highest peak resident memory (VmHWM) of the Functions emulator's workers this process
 * started (they run the import); null where /proc is not there.
 */
function functionsWorkersPeakMb(): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const parentOf = (pid: string) =>
    readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ')[1] ?? '0';
  const ours = (pid: string) => {
    for (let at = pid, hops = 0; at !== '0' && at !== '1' && hops < 20; hops++) {
      if (at === String(process.pid)) return true;
      at = parentOf(at);
    }
    return false;
  };
  let peak = 0;
  for (const pid of pids) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('functionsEmulatorRuntime'))
        continue;
      if (!ours(pid)) continue;
      const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      peak = Math.max(peak, Number(hwm?.[1] ?? 0) / 1024);
    } catch {
      // gone meanwhile
    }
  }
  return peak || null;
}

export function printCatalogImport({ rows, passes, parse, workerPeakMb }: ImportFigures): void {
  console.log(
    `\ncatalog import of ${rows.toLocaleString('en')} rows (${IMPORT_BATCH_ROWS} rows a call, files of at most ${IMPORT_MAX_ROWS.toLocaleString('en')} rows)`,
  );
  console.log(
    `  the file: ${parse.csvMb.toFixed(1)} MiB of CSV, parsed in ${(parse.ms / 1000).toFixed(2)} s, ${parse.heapMb.toFixed(0)} MiB of heap (papaparse, as Product Manage reads it)`,
  );
  console.log(
    `  functions workers' peak resident memory: ${workerPeakMb === null ? 'n/a' : `${workerPeakMb.toFixed(0)} MiB`}`,
  );
  console.log(
    `${'pass'.padEnd(24)}${'s'.padStart(8)}${'rows/s'.padStart(8)}${'slowest call ms'.padStart(17)}${'reads'.padStart(9)}${'writes'.padStart(9)}  outcomes`,
  );
  for (const p of passes) {
    const outcomes = Object.entries(p.tally)
      .map(([action, n]) => `${action} ${n}`)
      .join(', ');
    console.log(
      `${p.label.padEnd(24)}${p.s.toFixed(0).padStart(8)}${(p.rows / p.s).toFixed(0).padStart(8)}${p.slowestBatchMs.toFixed(0).padStart(17)}${String(p.reads).padStart(9)}${String(p.writes).padStart(9)}  ${outcomes}`,
    );
  }
  const applied = passes.filter((p) => /^(import|resumed)/.test(p.label));
  const total = applied.reduce((sum, p) => sum + p.s, 0);
  console.log(
    `  import in all: ${(total / 60).toFixed(1)} min for ${rows.toLocaleString('en')} rows (goal at 200,000 rows: 15 min)`,
  );
}

// Server render time of the storefront's pages (home, a category, a book) and the sitemap index:
// each page asked RUNS times right after a new pages version, so each answer is a render (the
// ssr function's page cache keeps nothing across versions); the 75th percentile of the runs.
// The versions are written a second apart, as production Firestore sustains on one document.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { PROJECT_ID, type Stack } from '../scripts/stack';

const RUNS = 10;

/**
 * Production Firestore sustains about one write a second to a document: the new versions are
 * spaced at least this far apart, from the end of the previous write (so that the emulator, on
 * the same clock, sees them a full second apart too), across calls. The wait comes before the
 * timed render, so the figures are unchanged.
 */
const VERSION_WRITE_SPACING_MS = 1_000;

let lastVersionWrittenAt = -Infinity;

export type RenderFigures = Record<string, { p75: number; misses: number; bytes: number }>;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export async function measureRenderTimes(stack: Stack): Promise<RenderFigures> {
  process.env.FIRESTORE_EMULATOR_HOST = stack.env.FIRESTORE_EMULATOR_HOST;
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-render-${randomUUID()}`);
  const db = getFirestore(app);
  try {
    const categories = (await (await fetch(`${stack.url}/api/v1/category?limit=1`)).json()) as {
      data: { _id: string }[];
    };
    const [newest] = (await db.collection('products').orderBy('createdAt', 'desc').limit(1).get())
      .docs;
    const pages = {
      'render: home': '/',
      'render: a category': `/category/${categories.data[0]?._id ?? ''}`,
      'render: a book': `/product3Details/${newest?.id ?? ''}`,
      'sitemap index': '/sitemap.xml',
    };
    const figures: RenderFigures = {};
    for (const [label, path] of Object.entries(pages)) {
      const times: number[] = [];
      let misses = 0;
      let bytes = 0;
      for (let run = 0; run < RUNS; run++) {
        // A new version, with no open window: the next page is rendered, then kept.
        await sleep(
          Math.max(0, lastVersionWrittenAt + VERSION_WRITE_SPACING_MS - performance.now()),
        );
        await db
          .collection('pagesVersion')
          .doc('current')
          .set({ version: randomUUID(), at: Timestamp.now() });
        lastVersionWrittenAt = performance.now();
        const started = performance.now();
        const response = await fetch(`${stack.url}${path}`);
        bytes = (await response.arrayBuffer()).byteLength;
        times.push(performance.now() - started);
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        if (/desc="miss"/.test(response.headers.get('server-timing') ?? '')) misses += 1;
      }
      figures[label] = {
        p75: percentile(
          times.sort((a, b) => a - b),
          75,
        ),
        misses,
        bytes,
      };
    }
    return figures;
  } finally {
    await deleteApp(app);
  }
}

import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { imageStoreFromEnv, type ImageStore } from '@boi/functions/images/image-store';
import { COLLECTIONS, PAGES_VERSION_DOC_ID } from '@boi/functions/store/documents';
import { upsertDemoAccounts } from './auth-accounts';
import { DEMO_ORDER_COLLECTIONS, placeDemoOrders } from './demo-orders';
import { saveSearchIndex } from '@boi/functions/search/snapshot-store';
import { clearCollection, SEEDED_COLLECTIONS, toWrites, writeAll } from './firestore-write';
import { renderImages } from './render-images';
import { DEFAULT_BOOKS, generateSeedData } from './seed-data';
import { newCatalogVersion, seedSearchIndex } from './search-index';

export const PROJECT_ID = 'demo-boi';
export const DEFAULT_IMAGE_STORE_DIR = join(
  resolve(dirname(fileURLToPath(import.meta.url)), '../..'),
  '.image-store',
);

export type SeedOptions = {
  /** Number of books (default: the hand-written catalog, DEFAULT_BOOKS). */
  books?: number;
  log?: (line: string) => void;
  /** Defaults to imageStoreFromEnv() with IMAGE_STORE_DIR=<repo>/.image-store when unset. */
  imageStore?: ImageStore;
  /** Skip rendering covers and banners (documents still point at them). */
  skipImages?: boolean;
  /**
   * Replace every order (and its mails) with a month of demo orders, placed through the shop's
   * order operations. `npm run seed` does; tests that count orders do not.
   */
  demoOrders?: boolean;
};

export type SeedSummary = {
  books: number;
  categories: number;
  writers: number;
  publications: number;
  reviews: number;
  banners: number;
  documents: number;
  deleted: number;
  images: number;
  orders: number;
  /** Signed-up demo accounts, or null when FIREBASE_AUTH_EMULATOR_HOST is unset. */
  accounts: { email: string; uid: string }[] | null;
  seconds: number;
};

function defaultApp(): App {
  return getApps().find((a) => a.name === '[DEFAULT]') ?? initializeApp({ projectId: PROJECT_ID });
}

const secondsSince = (start: number) => Math.round((performance.now() - start) / 100) / 10;

/** Replaces the emulators' demo data: clears the seeded collections, then writes everything. */
export async function seed(options: SeedOptions = {}): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: the seed only writes to the emulator');
  }
  // No credentials are needed for emulators: skip google-auth's probe of the GCE metadata server.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const start = performance.now();
  const app = defaultApp();
  const db = getFirestore(app);
  const store =
    options.imageStore ??
    imageStoreFromEnv({
      ...process.env,
      IMAGE_STORE_DIR: process.env.IMAGE_STORE_DIR || DEFAULT_IMAGE_STORE_DIR,
    });

  const data = generateSeedData(options.books ?? DEFAULT_BOOKS);
  const catalogVersion = newCatalogVersion();
  const writes = toWrites(data, catalogVersion);
  log(
    `generated ${data.books.length} books, ${writes.length} documents (${secondsSince(start)} s)`,
  );

  let t = performance.now();
  const cleared = [...SEEDED_COLLECTIONS, ...(options.demoOrders ? DEMO_ORDER_COLLECTIONS : [])];
  const deletedCounts = await Promise.all(cleared.map((c) => clearCollection(db, c)));
  const deleted = deletedCounts.reduce((a, b) => a + b, 0);
  log(`cleared ${deleted} old documents (${secondsSince(t)} s)`);

  // Images (CPU, libvips threads) and Firestore writes (network) overlap.
  const images = options.skipImages
    ? Promise.resolve(0)
    : (async () => {
        const t0 = performance.now();
        let nextReport = 0.25;
        const { rendered, kept } = await renderImages(data, store, (done, total) => {
          if (done / total >= nextReport && done < total) {
            log(`images ${Math.round((done / total) * 100)} %`);
            nextReport += 0.25;
          }
        });
        log(`rendered ${rendered} images, kept ${kept} unchanged (${secondsSince(t0)} s)`);
        return rendered + kept;
      })();
  // The search index first: once stats/catalog names the new version, the functions load it.
  t = performance.now();
  const searchBytes = await saveSearchIndex(store, seedSearchIndex(data, catalogVersion));
  log(`saved the search index, ${Math.round(searchBytes / 1024)} KiB (${secondsSince(t)} s)`);

  t = performance.now();
  let nextReport = 5000;
  // stats/catalog (with the catalog version) last: the functions switch to the new search index
  // only once every book it names is written.
  const isStats = (w: (typeof writes)[number]) => w.collection === COLLECTIONS.stats;
  await writeAll(
    db,
    writes.filter((w) => !isStats(w)),
    (written) => {
      if (written >= nextReport && written < writes.length) {
        log(`documents ${written}/${writes.length}`);
        nextReport = written + 5000;
      }
    },
  );
  await writeAll(db, writes.filter(isStats));
  log(`wrote ${writes.length} documents (${secondsSince(t)} s)`);
  const imageCount = await images;

  const accounts = await upsertDemoAccounts(app, db);
  log(
    accounts
      ? `demo accounts ready: ${accounts.map((a) => a.email).join(', ')}`
      : 'FIREBASE_AUTH_EMULATOR_HOST is not set: skipped the demo accounts',
  );
  const orders = options.demoOrders ? await placeDemoOrders(db, data.books) : 0;
  if (orders > 0) log(`placed ${orders} demo orders`);
  // Pages the ssr function kept show the old catalog: a new pages version retires them.
  await db
    .collection(COLLECTIONS.pagesVersion)
    .doc(PAGES_VERSION_DOC_ID)
    .set({ version: catalogVersion, at: Timestamp.now() });

  return {
    books: data.books.length,
    categories: data.categories.length,
    writers: data.writers.length,
    publications: data.publications.length,
    reviews: data.reviews.length,
    banners: data.banners.length,
    documents: writes.length,
    deleted,
    images: imageCount,
    orders,
    accounts,
    seconds: secondsSince(start),
  };
}

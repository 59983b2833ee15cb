import type { Timestamp } from 'firebase-admin/firestore';
import { CatalogSearchIndex } from '@boi/domain/search/search-index';
import { imageStoreFromEnv, type ImageStore } from '../images/image-store';
import {
  allBooks,
  booksChangedSince,
  deletionsSince,
  newestDeletion,
  newestUpdate,
  NEVER,
  readCatalogVersion,
} from './catalog-reads';
import { loadSearchIndex, saveSearchIndex } from './snapshot-store';

/**
 * The search index of one function instance, kept current from Firestore itself: each instance
 * (and each emulator worker) has its own copy, so a write made by a callable in another worker is
 * seen here through the documents, not through memory.
 *
 * - Cold start: the saved index from the object store; built from Firestore (paged) only when
 *   there is none for this catalog version or it is of an older format, and then saved.
 * - Before answering, at most once per `checkEveryMs` (at once on the emulators): the catalog
 *   version (a new seed → reload), books with `updatedAt` after the watermark, and tombstones of
 *   books deleted after the tombstone watermark. The snapshot is re-saved now and then.
 */
export type LiveIndexOptions = {
  store: ImageStore;
  /** How stale the index may be: 0 on the emulators, 30 s in production. */
  checkEveryMs: number;
  /** How often a changed index is saved again, so cold starts have less to catch up. */
  saveEveryMs: number;
  now?: () => number;
};

const onEmulators = (env: NodeJS.ProcessEnv) =>
  env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.FIRESTORE_EMULATOR_HOST);

export function liveIndexOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): LiveIndexOptions {
  const local = onEmulators(env);
  return {
    store: imageStoreFromEnv(env),
    checkEveryMs: local ? 0 : 30_000,
    saveEveryMs: local ? 5_000 : 10 * 60_000,
  };
}

export class LiveSearchIndex {
  private index: CatalogSearchIndex | null = null;
  /** Exact watermarks: the newest book update and book deletion applied. */
  private updatedThrough: Timestamp = NEVER;
  private deletedThrough: Timestamp = NEVER;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private savedAt = Number.NEGATIVE_INFINITY;
  private unsaved = 0;
  private pending: Promise<CatalogSearchIndex> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: LiveIndexOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The index, brought up to date first if it was last checked longer ago than allowed;
   * `maxAgeMs: 0` (the admin's product search) always checks, so a book just saved is found.
   */
  async current({
    maxAgeMs = this.options.checkEveryMs,
  }: { maxAgeMs?: number } = {}): Promise<CatalogSearchIndex> {
    if (this.pending) return this.pending;
    if (this.index && this.now() - this.checkedAt < maxAgeMs) return this.index;
    this.pending = this.refresh()
      .catch((error: unknown) => {
        // A failed check leaves the last good index answering; with none there is nothing to say.
        if (!this.index) throw error;
        console.error('search: refreshing the index failed', error);
        return this.index;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  /** A result's document is gone although no tombstone said so (e.g. deleted by hand). */
  forget(id: string): void {
    if (this.index?.remove(id)) this.unsaved += 1;
  }

  private async refresh(): Promise<CatalogSearchIndex> {
    const startedAt = this.now();
    const version = await readCatalogVersion();
    // A missing version (stats/catalog not written by a seed) is no reason to drop a loaded index.
    if (!this.index || (version !== null && version !== this.index.catalogVersion)) {
      await this.load(version);
    }
    const index = this.index!;
    await this.catchUp(index);
    this.checkedAt = startedAt;
    if (this.unsaved > 0 && this.now() - this.savedAt >= this.options.saveEveryMs) {
      await this.save(index);
    }
    return index;
  }

  private async load(version: string | null): Promise<void> {
    const saved = await loadSearchIndex(this.options.store, version);
    if (saved) {
      this.index = saved.index;
      this.updatedThrough = saved.updatedThrough;
      this.deletedThrough = saved.deletedThrough;
      this.savedAt = this.now();
      this.unsaved = 0;
      return;
    }
    // What changes after these marks is caught up afterwards, so nothing written during the
    // build is missed; a book read twice is applied once (upsert compares updatedAt).
    const [updatedThrough, deletedThrough] = await Promise.all([newestUpdate(), newestDeletion()]);
    const books = [];
    for await (const page of allBooks()) books.push(...page);
    this.index = CatalogSearchIndex.build(books, version);
    this.updatedThrough = updatedThrough;
    this.deletedThrough = deletedThrough;
    await this.save(this.index);
  }

  private async catchUp(index: CatalogSearchIndex): Promise<void> {
    for await (const { items, through } of booksChangedSince(this.updatedThrough)) {
      // A renamed writer, publication or category rewrites its books' copies of the name with a
      // new updatedAt, so they come back here too.
      for (const book of items) if (index.upsert(book)) this.unsaved += 1;
      this.updatedThrough = through;
    }
    for await (const { items, through } of deletionsSince(this.deletedThrough)) {
      for (const { id, deletedAt } of items) {
        const indexedAt = index.updatedAtOf(id);
        // A book written again under the same id after its deletion stays.
        if (indexedAt !== undefined && indexedAt <= deletedAt && index.remove(id)) {
          this.unsaved += 1;
        }
      }
      this.deletedThrough = through;
      this.unsaved += 1;
    }
  }

  private async save(index: CatalogSearchIndex): Promise<void> {
    try {
      await saveSearchIndex(this.options.store, index, {
        updatedThrough: this.updatedThrough,
        deletedThrough: this.deletedThrough,
      });
      this.savedAt = this.now();
      this.unsaved = 0;
    } catch (error) {
      // The index still answers; the next change tries again.
      console.error('search: saving the index failed', error);
    }
  }
}

let shared: LiveSearchIndex | null = null;

/** The instance's one index (created on first use, so an instance that never searches pays nothing). */
export function liveSearchIndex(): LiveSearchIndex {
  shared ??= new LiveSearchIndex(liveIndexOptionsFromEnv());
  return shared;
}

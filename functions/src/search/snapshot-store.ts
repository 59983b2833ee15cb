import { Timestamp } from 'firebase-admin/firestore';
import { CatalogSearchIndex, type CatalogIndexSnapshot } from '@boi/domain/search/search-index';
import type { ImageStore } from '../images/image-store';

/**
 * The saved search index lives in the object store beside the images (Cloud Storage in
 * production, the local image directory otherwise), so a cold instance loads it instead of
 * reading the catalog from Firestore.
 */
export const SEARCH_SNAPSHOT_PATH = 'search/index.json';

type Exact = [seconds: number, nanoseconds: number];

/** The engine's snapshot plus the functions' exact watermarks (the engine keeps milliseconds). */
export type SavedSearchIndex = CatalogIndexSnapshot & {
  /** The newest book `updatedAt` applied. */
  updatedThrough?: Exact;
  /** The newest tombstone `deletedAt` applied. */
  deletedThrough?: Exact;
};

export type Watermarks = { updatedThrough: Timestamp; deletedThrough: Timestamp };
export type LoadedSearchIndex = Watermarks & { index: CatalogSearchIndex };

const exact = (time: Timestamp): Exact => [time.seconds, time.nanoseconds];
const timestampOf = (value: unknown, fallbackMs: number): Timestamp =>
  Array.isArray(value) && value.length === 2 && value.every(Number.isInteger)
    ? new Timestamp(value[0] as number, value[1] as number)
    : Timestamp.fromMillis(fallbackMs);

/** Writes the index; returns its size in bytes. */
export async function saveSearchIndex(
  store: ImageStore,
  index: CatalogSearchIndex,
  marks: Partial<Watermarks> = {},
): Promise<number> {
  const saved: SavedSearchIndex = {
    ...index.toJSON(),
    ...(marks.updatedThrough ? { updatedThrough: exact(marks.updatedThrough) } : {}),
    ...(marks.deletedThrough ? { deletedThrough: exact(marks.deletedThrough) } : {}),
  };
  const bytes = Buffer.from(JSON.stringify(saved));
  await store.put(SEARCH_SNAPSHOT_PATH, bytes, 'application/json');
  return bytes.length;
}

/**
 * The saved index if there is one of this engine's format and of `catalogVersion`; null when it
 * is missing, unreadable, of an older format or of another catalog (then the caller rebuilds).
 */
export async function loadSearchIndex(
  store: ImageStore,
  catalogVersion: string | null,
): Promise<LoadedSearchIndex | null> {
  try {
    const file = await store.get(SEARCH_SNAPSHOT_PATH);
    if (!file) return null;
    const saved = JSON.parse(file.bytes.toString('utf8')) as SavedSearchIndex;
    if ((saved.catalogVersion ?? null) !== catalogVersion) return null;
    const index = CatalogSearchIndex.fromJSON(saved);
    if (!index) return null;
    return {
      index,
      updatedThrough: timestampOf(saved.updatedThrough, index.watermark),
      // Without a mark (the seed's index), every tombstone is newer than the catalog.
      deletedThrough: timestampOf(saved.deletedThrough, 0),
    };
  } catch (error) {
    console.warn(`search: the saved index could not be read, rebuilding: ${String(error)}`);
    return null;
  }
}

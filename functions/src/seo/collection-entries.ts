import type { CollectionKind } from '@boi/domain/catalog/schemas';
import { CATEGORY, PUBLICATION, WRITER } from '../catalog/collections';
import { db } from '../shared/firestore';
import { readQuery } from '../shared/read-meter';

/** A category, writer or publication page of the sitemap. */
export type CollectionEntry = { kind: CollectionKind; id: string };
export type CollectionEntrySource = () => Promise<CollectionEntry[]>;

/** At most this many pages of each kind are listed (the shop has tens; this bounds the reads). */
export const COLLECTION_SITEMAP_LIMIT = 2000;

const KINDS = [
  ['category', CATEGORY],
  ['writer', WRITER],
  ['publication', PUBLICATION],
] as const;

/** The ids of the categories, writers and publications: ids only, bounded, in id order. */
export async function readCollectionEntries(
  limit = COLLECTION_SITEMAP_LIMIT,
): Promise<CollectionEntry[]> {
  const lists = await Promise.all(
    KINDS.map(async ([kind, { collection }]) => {
      const snapshot = await readQuery(db().collection(collection).select().limit(limit));
      return snapshot.docs.map((doc): CollectionEntry => ({ kind, id: doc.id }));
    }),
  );
  return lists.flat();
}

/**
 * The collections, read again at most once per `cacheMs` (0: on every request). The sitemap is
 * also cached by the CDN; this keeps a busy instance from reading them for every sitemap file.
 */
export function cachedCollectionEntries(
  cacheMs: number,
  read: CollectionEntrySource = () => readCollectionEntries(),
  now: () => number = Date.now,
): CollectionEntrySource {
  let cached: { at: number; entries: Promise<CollectionEntry[]> } | null = null;
  return () => {
    if (cached && now() - cached.at < cacheMs) return cached.entries;
    const entries = read();
    cached = { at: now(), entries };
    // A failed read is not kept: the next request tries again.
    entries.catch(() => {
      if (cached?.entries === entries) cached = null;
    });
    return entries;
  };
}

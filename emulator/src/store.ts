import type { IndexGuard } from './indexes/guard';
import { compareResourceNames, compareStrings, type FsMap, type Ts } from './values';

export interface StoredDoc {
  /** Full resource name: `projects/p/databases/d/documents/coll/id`. */
  readonly name: string;
  readonly fields: FsMap;
  readonly createTime: Ts;
  readonly updateTime: Ts;
  /** This (immutable) version encoded as a protobuf Document, built on first read. */
  cachedBytes?: Uint8Array;
}

export interface DocChange {
  readonly name: string;
  readonly before: StoredDoc | undefined;
  readonly after: StoredDoc | undefined;
}

/** `coll/path` and id of an (already validated) document name. */
function split(name: string): { collection: string; id: string } {
  const slash = name.lastIndexOf('/');
  return { collection: name.slice(0, slash), id: name.slice(slash + 1) };
}

/**
 * Documents indexed by collection, so a single-collection query only touches that collection.
 * Every mutation goes through `apply`, which is synchronous: a batch is all-or-nothing.
 */
export class DocumentStore {
  private readonly collections = new Map<string, Map<string, StoredDoc>>();
  private readonly listeners = new Set<(changes: readonly DocChange[]) => void>();
  /** Checks every query against the declared indexes (set by the server; see indexes/). */
  indexGuard: IndexGuard | undefined;

  get(name: string): StoredDoc | undefined {
    const { collection, id } = split(name);
    return this.collections.get(collection)?.get(id);
  }

  /** Every document, in no particular order. */
  *all(): Iterable<StoredDoc> {
    for (const docs of this.collections.values()) yield* docs.values();
  }

  collection(collectionPath: string): Iterable<StoredDoc> {
    return this.collections.get(collectionPath)?.values() ?? [];
  }

  /** Documents anywhere below `parent`, optionally only in collections named `collectionId`. */
  descendants(parent: string, collectionId?: string): StoredDoc[] {
    const prefix = `${parent}/`;
    const out: StoredDoc[] = [];
    for (const [path, docs] of this.collections) {
      if (!path.startsWith(prefix)) continue;
      if (collectionId !== undefined && path.slice(path.lastIndexOf('/') + 1) !== collectionId) {
        continue;
      }
      for (const doc of docs.values()) out.push(doc);
    }
    return out;
  }

  /** Ids of collections directly under `parent` that hold documents at any depth. */
  collectionIds(parent: string): string[] {
    const prefix = `${parent}/`;
    const ids = new Set<string>();
    for (const [path, docs] of this.collections) {
      if (docs.size === 0 || !path.startsWith(prefix)) continue;
      ids.add(path.slice(prefix.length).split('/')[0] ?? '');
    }
    return [...ids].sort(compareStrings);
  }

  /** Names of documents in `collectionPath` that do not exist but have descendants. */
  missingParents(collectionPath: string): string[] {
    const prefix = `${collectionPath}/`;
    const names = new Set<string>();
    for (const [path, docs] of this.collections) {
      if (docs.size === 0 || !path.startsWith(prefix)) continue;
      const id = path.slice(prefix.length).split('/')[0] ?? '';
      const name = `${prefix}${id}`;
      if (!this.get(name)) names.add(name);
    }
    return [...names].sort(compareResourceNames);
  }

  apply(changes: readonly DocChange[]): void {
    if (changes.length === 0) return;
    for (const { name, after } of changes) {
      const { collection, id } = split(name);
      let docs = this.collections.get(collection);
      if (after) {
        if (!docs) this.collections.set(collection, (docs = new Map<string, StoredDoc>()));
        docs.set(id, after);
      } else if (docs) {
        docs.delete(id);
        if (docs.size === 0) this.collections.delete(collection);
      }
    }
    for (const listener of this.listeners) listener(changes);
  }

  onChange(listener: (changes: readonly DocChange[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Deletes every document, or every document whose name starts with `prefix` (one database). */
  clear(prefix = ''): void {
    const changes: DocChange[] = [];
    for (const [path, docs] of this.collections) {
      if (!path.startsWith(prefix)) continue;
      for (const doc of docs.values())
        changes.push({ name: doc.name, before: doc, after: undefined });
      this.collections.delete(path);
    }
    for (const listener of this.listeners) listener(changes);
  }
}

import { GrpcError } from './grpc-error';
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

/** What queries read: the store now, or as it was at a read time (`DocumentStore.at`). */
export interface DocumentSource {
  get(name: string): StoredDoc | undefined;
  collection(collectionPath: string): Iterable<StoredDoc>;
  descendants(parent: string, collectionId?: string): Iterable<StoredDoc>;
  readonly indexGuard: IndexGuard | undefined;
}

/** Reads at a past time reach back one hour, as in production (without point-in-time recovery). */
export const VERSION_RETENTION_MICROS = 3_600_000_000;
/** At most this many earlier versions are kept (memory); older ones go first. */
export const MAX_VERSIONS = 200_000;

/** A document's state (`before`, undefined: absent) until the commit at `until` (microseconds). */
interface Version {
  readonly before: StoredDoc | undefined;
  readonly until: number;
}

const micros = (ts: Ts) => ts.seconds * 1_000_000 + Math.floor(ts.nanos / 1000);

/** `coll/path` and id of an (already validated) document name. */
function split(name: string): { collection: string; id: string } {
  const slash = name.lastIndexOf('/');
  return { collection: name.slice(0, slash), id: name.slice(slash + 1) };
}

/**
 * Documents indexed by collection, so a single-collection query only touches that collection.
 * Every mutation goes through `apply`, which is synchronous: a batch is all-or-nothing.
 */
export class DocumentStore implements DocumentSource {
  private readonly collections = new Map<string, Map<string, StoredDoc>>();
  /** Earlier versions by collection and id, oldest first, for reads at a past time. */
  private readonly history = new Map<string, Map<string, Version[]>>();
  /** Every version in `history`, oldest first (from `historyHead` on), to drop them in order. */
  private historyQueue: { collection: string; id: string; until: number }[] = [];
  private historyHead = 0;
  /** No read time before this can be answered (start, reset, or versions dropped). */
  private historyStart = Date.now() * 1000;
  private latestCommit = 0;
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

  /**
   * The documents as they were at `readTime`: the store itself when there is none. A time more than
   * an hour back (or before the history starts) is FAILED_PRECONDITION, a future one INVALID_ARGUMENT.
   */
  at(readTime: Ts | undefined): DocumentSource {
    if (!readTime) return this;
    const time = micros(readTime);
    const now = Math.max(Date.now() * 1000, this.latestCommit);
    if (time > now) throw new GrpcError('INVALID_ARGUMENT', 'read_time cannot be in the future.');
    this.dropVersions(now);
    if (time < this.historyStart) {
      throw new GrpcError('FAILED_PRECONDITION', 'The requested snapshot version is too old.');
    }
    return new StoreAt(this, time);
  }

  /** The document as it was at `time` (microseconds), from the history or as it is now. */
  versionAt(name: string, time: number): StoredDoc | undefined {
    const { collection, id } = split(name);
    const version = this.history
      .get(collection)
      ?.get(id)
      ?.find((v) => v.until > time);
    return version ? version.before : this.get(name);
  }

  /** How many earlier versions are kept now. */
  get versionCount(): number {
    return this.historyQueue.length - this.historyHead;
  }

  /** Ids with earlier versions in a collection (for reads at a past time). */
  changedIds(collectionPath: string): Iterable<string> {
    return this.history.get(collectionPath)?.keys() ?? [];
  }

  /** Collections with earlier versions below `parent`. */
  *changedCollections(parent: string): Iterable<string> {
    for (const path of this.history.keys()) if (path.startsWith(`${parent}/`)) yield path;
  }

  /** Collections with documents below `parent`. */
  *collectionsBelow(parent: string): Iterable<string> {
    for (const path of this.collections.keys()) if (path.startsWith(`${parent}/`)) yield path;
  }

  private keepVersions(changes: readonly DocChange[], time: Ts): void {
    const until = micros(time);
    this.latestCommit = Math.max(this.latestCommit, until);
    for (const { name, before, after } of changes) {
      if (before === after) continue;
      const { collection, id } = split(name);
      let ids = this.history.get(collection);
      if (!ids) this.history.set(collection, (ids = new Map<string, Version[]>()));
      let versions = ids.get(id);
      if (!versions) ids.set(id, (versions = []));
      versions.push({ before, until });
      this.historyQueue.push({ collection, id, until });
    }
    this.dropVersions(until);
  }

  /** Drops versions older than the retention, and the oldest beyond MAX_VERSIONS. */
  private dropVersions(now: number): void {
    const queue = this.historyQueue;
    while (this.historyHead < queue.length) {
      const oldest = queue[this.historyHead]!;
      const kept = queue.length - this.historyHead;
      if (oldest.until >= now - VERSION_RETENTION_MICROS && kept <= MAX_VERSIONS) break;
      this.historyHead++;
      this.historyStart = Math.max(this.historyStart, oldest.until);
      const ids = this.history.get(oldest.collection);
      const versions = ids?.get(oldest.id);
      versions?.shift();
      if (ids && versions?.length === 0) ids.delete(oldest.id);
      if (ids?.size === 0) this.history.delete(oldest.collection);
    }
    this.historyStart = Math.max(this.historyStart, now - VERSION_RETENTION_MICROS);
    if (this.historyHead > 1024 && this.historyHead * 2 > queue.length) {
      this.historyQueue = queue.slice(this.historyHead);
      this.historyHead = 0;
    }
  }

  /** Applies a batch; `time` (a commit's) keeps the previous versions for reads at a past time. */
  apply(changes: readonly DocChange[], time?: Ts): void {
    if (changes.length === 0) return;
    if (time) this.keepVersions(changes, time);
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
    // A reset forgets the history: reads before it are too old.
    this.history.clear();
    this.historyQueue = [];
    this.historyHead = 0;
    this.historyStart = Math.max(Date.now() * 1000, this.latestCommit);
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

/** The store as it was at a past time (microseconds), for reads with `read_time`. */
class StoreAt implements DocumentSource {
  constructor(
    private readonly store: DocumentStore,
    private readonly time: number,
  ) {}

  get indexGuard() {
    return this.store.indexGuard;
  }

  get(name: string): StoredDoc | undefined {
    return this.store.versionAt(name, this.time);
  }

  *collection(collectionPath: string): Iterable<StoredDoc> {
    const seen = new Set<string>();
    for (const doc of this.store.collection(collectionPath)) {
      seen.add(doc.name);
      const then = this.get(doc.name);
      if (then) yield then;
    }
    for (const id of this.store.changedIds(collectionPath)) {
      const name = `${collectionPath}/${id}`;
      if (seen.has(name)) continue;
      const then = this.get(name);
      if (then) yield then;
    }
  }

  *descendants(parent: string, collectionId?: string): Iterable<StoredDoc> {
    const paths = new Set([
      ...this.store.collectionsBelow(parent),
      ...this.store.changedCollections(parent),
    ]);
    for (const path of paths) {
      if (collectionId !== undefined && path.slice(path.lastIndexOf('/') + 1) !== collectionId) {
        continue;
      }
      yield* this.collection(path);
    }
  }
}

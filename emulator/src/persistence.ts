import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DocumentStore, StoredDoc } from './store';
import type { FsMap, FsValue, Ts } from './values';

/**
 * The emulator's data on disk (`--data <file>`), so that a local shop keeps its books, orders and
 * accounts' profiles across a restart: one JSON line per document, written atomically (a
 * temporary file renamed over the old one) a moment after each change and on shutdown. A kill -9
 * loses at most the last `everyMs`.
 */
type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

function encode(value: FsValue): JsonValue {
  switch (value.type) {
    case 'null':
      return { t: 'null' };
    case 'boolean':
    case 'integer':
    case 'double':
    case 'string':
    case 'reference':
      return { t: value.type, v: value.value };
    case 'timestamp':
      return { t: 'timestamp', s: value.seconds, n: value.nanos };
    case 'bytes':
      return { t: 'bytes', v: Buffer.from(value.value).toString('base64') };
    case 'geopoint':
      return { t: 'geopoint', lat: value.latitude, lng: value.longitude };
    case 'array':
      return { t: 'array', v: value.values.map(encode) };
    case 'map':
      return { t: 'map', v: encodeMap(value.fields) };
  }
}

const encodeMap = (fields: FsMap): { [key: string]: JsonValue } =>
  Object.fromEntries([...fields].map(([key, value]) => [key, encode(value)]));

type Encoded = { t: string; v?: unknown; s?: number; n?: number; lat?: number; lng?: number };

function decode(json: Encoded): FsValue {
  switch (json.t) {
    case 'null':
      return { type: 'null' };
    case 'boolean':
      return { type: 'boolean', value: json.v as boolean };
    case 'integer':
      return { type: 'integer', value: json.v as number };
    case 'double':
      return { type: 'double', value: json.v as number };
    case 'string':
      return { type: 'string', value: json.v as string };
    case 'reference':
      return { type: 'reference', value: json.v as string };
    case 'timestamp':
      return { type: 'timestamp', seconds: json.s ?? 0, nanos: json.n ?? 0 };
    case 'bytes':
      return { type: 'bytes', value: new Uint8Array(Buffer.from(json.v as string, 'base64')) };
    case 'geopoint':
      return { type: 'geopoint', latitude: json.lat ?? 0, longitude: json.lng ?? 0 };
    case 'array':
      return { type: 'array', values: (json.v as Encoded[]).map(decode) };
    case 'map':
      return { type: 'map', fields: decodeMap(json.v as Record<string, Encoded>) };
    default:
      throw new Error(`unknown stored value type ${json.t}`);
  }
}

const decodeMap = (fields: Record<string, Encoded>): FsMap =>
  new Map(Object.entries(fields).map(([key, value]) => [key, decode(value)]));

type Line = { name: string; fields: Record<string, Encoded>; created: Ts; updated: Ts };

export function saveSnapshot(store: DocumentStore, file: string): number {
  const lines: string[] = [];
  for (const doc of store.all()) {
    lines.push(
      JSON.stringify({
        name: doc.name,
        fields: encodeMap(doc.fields),
        created: doc.createTime,
        updated: doc.updateTime,
      }),
    );
  }
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, lines.join('\n') + (lines.length ? '\n' : ''));
  renameSync(temporary, file);
  return lines.length;
}

/** Loads a snapshot into an empty store; no file is an empty store. Returns the documents read. */
export function loadSnapshot(store: DocumentStore, file: string): number {
  if (!existsSync(file)) return 0;
  const docs: StoredDoc[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const json = JSON.parse(line) as Line;
    docs.push({
      name: json.name,
      fields: decodeMap(json.fields),
      createTime: json.created,
      updateTime: json.updated,
    });
  }
  store.apply(docs.map((doc) => ({ name: doc.name, before: undefined, after: doc })));
  return docs.length;
}

/** Saves `everyMs` after a change (at most that often); `flush` saves now if anything changed. */
export function persistStore(store: DocumentStore, file: string, everyMs = 1000) {
  let dirty = false;
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!dirty) return;
    dirty = false;
    saveSnapshot(store, file);
  };
  const stop = store.onChange(() => {
    dirty = true;
    timer ??= setTimeout(flush, everyMs);
  });
  return {
    flush,
    close() {
      stop();
      flush();
    },
  };
}

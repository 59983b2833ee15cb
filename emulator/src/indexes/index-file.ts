import { readFileSync } from 'node:fs';

/** The `firestore.indexes.json` format (what `firebase deploy --only firestore:indexes` reads). */
export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';
export type Order = 'ASCENDING' | 'DESCENDING';

export type IndexField =
  { fieldPath: string; order: Order } | { fieldPath: string; arrayConfig: 'CONTAINS' };

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: QueryScope;
  fields: IndexField[];
}

export type SingleFieldIndex =
  { order: Order; queryScope: QueryScope } | { arrayConfig: 'CONTAINS'; queryScope: QueryScope };

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: SingleFieldIndex[];
}

export interface IndexConfig {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
}

export const NO_INDEXES: IndexConfig = { indexes: [], fieldOverrides: [] };

/** An index file that production would refuse to deploy. */
export class IndexFileError extends Error {}

const SCOPES = new Set(['COLLECTION', 'COLLECTION_GROUP']);
const ORDERS = new Set(['ASCENDING', 'DESCENDING']);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `a ASCENDING, tags CONTAINS` */
export function describeFields(fields: readonly unknown[]): string {
  return fields
    .map((field) => {
      if (!isObject(field)) return JSON.stringify(field);
      const mode = field.order ?? field.arrayConfig ?? field.vectorConfig;
      return `${String(field.fieldPath)} ${typeof mode === 'string' ? mode : JSON.stringify(mode)}`;
    })
    .join(', ');
}

/** The `__name__` direction of an index: explicit last field, else that of its last field. */
export function nameDirection(fields: readonly IndexField[]): Order {
  const last = fields.at(-1);
  return last && 'order' in last ? last.order : 'ASCENDING';
}

/** The index's fields with `__name__` made explicit, as a key: equal keys = the same index. */
export function indexKey(index: CompositeIndex): string {
  const last = index.fields.at(-1);
  const fields =
    last?.fieldPath === '__name__'
      ? index.fields
      : [...index.fields, { fieldPath: '__name__', order: nameDirection(index.fields) }];
  return `${index.collectionGroup}|${index.queryScope}|${describeFields(fields)}`;
}

function scopeOf(value: unknown, fail: (why: string) => never): QueryScope {
  if (value === undefined) return 'COLLECTION';
  if (typeof value !== 'string' || !SCOPES.has(value)) {
    fail(`unknown queryScope ${JSON.stringify(value)} (COLLECTION or COLLECTION_GROUP)`);
  }
  return value as QueryScope;
}

/** Exactly one of order / arrayConfig, with a known value. */
function modeOf(
  entry: Json,
  fail: (why: string) => never,
): { order: Order } | { arrayConfig: 'CONTAINS' } {
  const modes = ['order', 'arrayConfig', 'vectorConfig'].filter((key) => entry[key] !== undefined);
  if (modes.length !== 1) fail('each field needs exactly one of order or arrayConfig');
  if (entry.vectorConfig !== undefined) fail('vector indexes are not supported by this emulator');
  if (entry.order !== undefined) {
    if (typeof entry.order !== 'string' || !ORDERS.has(entry.order)) {
      fail(`unknown order ${JSON.stringify(entry.order)} (ASCENDING or DESCENDING)`);
    }
    return { order: entry.order as Order };
  }
  if (entry.arrayConfig !== 'CONTAINS') {
    fail(`unknown arrayConfig ${JSON.stringify(entry.arrayConfig)} (CONTAINS)`);
  }
  return { arrayConfig: 'CONTAINS' };
}

function parseComposite(entry: unknown, at: string, source: string): CompositeIndex {
  const json = isObject(entry) ? entry : {};
  const raw = Array.isArray(json.fields) ? (json.fields as unknown[]) : [];
  const fail = (why: string): never => {
    const group = JSON.stringify(json.collectionGroup);
    throw new IndexFileError(
      `${source}: ${at} (collectionGroup ${group}, fields ${describeFields(raw)}): ${why}`,
    );
  };
  if (!isObject(entry)) fail('an index must be an object');
  if (typeof json.collectionGroup !== 'string' || !json.collectionGroup) {
    fail('collectionGroup must be a non-empty string');
  }
  const queryScope = scopeOf(json.queryScope, fail);
  if (!Array.isArray(json.fields)) fail('fields must be an array');
  if (raw.length < 2) {
    fail(
      'a composite index needs at least 2 fields (one field is a single-field index: declare it in fieldOverrides)',
    );
  }
  // One field may appear twice (production deploys `a ASC, testId ASC, a DESC`: the Firebase JS
  // SDK's own test indexes), but not twice the same way.
  const seen = new Set<string>();
  const fields = raw.map((field, i): IndexField => {
    if (!isObject(field) || typeof field.fieldPath !== 'string' || !field.fieldPath) {
      return fail(`field ${i} needs a fieldPath`);
    }
    const mode = modeOf(field, fail);
    const key = `${field.fieldPath} ${JSON.stringify(mode)}`;
    if (seen.has(key)) fail(`field ${field.fieldPath} appears twice with the same configuration`);
    seen.add(key);
    if (field.fieldPath === '__name__' && (i !== raw.length - 1 || 'arrayConfig' in mode)) {
      fail('__name__ may only be the last field, with an order');
    }
    return { fieldPath: field.fieldPath, ...mode };
  });
  if (fields.filter((field) => 'arrayConfig' in field).length > 1) {
    fail('an index may have at most one arrayConfig field');
  }
  return { collectionGroup: json.collectionGroup as string, queryScope, fields };
}

function parseOverride(entry: unknown, at: string, source: string): FieldOverride {
  const json = isObject(entry) ? entry : {};
  const fail = (why: string): never => {
    const where = `collectionGroup ${JSON.stringify(json.collectionGroup)}, fieldPath ${JSON.stringify(json.fieldPath)}`;
    throw new IndexFileError(`${source}: ${at} (${where}): ${why}`);
  };
  if (!isObject(entry)) fail('a field override must be an object');
  if (typeof json.collectionGroup !== 'string' || !json.collectionGroup) {
    fail('collectionGroup must be a non-empty string');
  }
  if (typeof json.fieldPath !== 'string' || !json.fieldPath) fail('fieldPath must be a string');
  if (json.ttl !== undefined && typeof json.ttl !== 'boolean') fail('ttl must be a boolean');
  if (json.indexes !== undefined && !Array.isArray(json.indexes)) fail('indexes must be an array');
  const seen = new Set<string>();
  const indexes = ((json.indexes ?? []) as unknown[]).map((index, i): SingleFieldIndex => {
    if (!isObject(index)) return fail(`indexes[${i}] must be an object`);
    const single = { ...modeOf(index, fail), queryScope: scopeOf(index.queryScope, fail) };
    const key = JSON.stringify(single);
    if (seen.has(key)) fail(`indexes[${i}] repeats ${key}`);
    seen.add(key);
    return single;
  });
  return {
    collectionGroup: json.collectionGroup as string,
    fieldPath: json.fieldPath as string,
    ...(json.ttl === undefined ? {} : { ttl: json.ttl as boolean }),
    indexes,
  };
}

/** Validates an index file's JSON as a deploy would; throws IndexFileError naming the entry. */
export function parseIndexFile(json: unknown, source = 'firestore.indexes.json'): IndexConfig {
  if (!isObject(json)) throw new IndexFileError(`${source}: expected a JSON object`);
  for (const key of ['indexes', 'fieldOverrides']) {
    if (json[key] !== undefined && !Array.isArray(json[key])) {
      throw new IndexFileError(`${source}: ${key} must be an array`);
    }
  }
  const indexes = ((json.indexes ?? []) as unknown[]).map((entry, i) =>
    parseComposite(entry, `indexes[${i}]`, source),
  );
  const keys = new Map<string, number>();
  indexes.forEach((index, i) => {
    const key = indexKey(index);
    const first = keys.get(key);
    if (first !== undefined) {
      throw new IndexFileError(
        `${source}: indexes[${i}] (collectionGroup "${index.collectionGroup}", fields ${describeFields(index.fields)}): duplicates indexes[${first}]`,
      );
    }
    keys.set(key, i);
  });
  const fieldOverrides = ((json.fieldOverrides ?? []) as unknown[]).map((entry, i) =>
    parseOverride(entry, `fieldOverrides[${i}]`, source),
  );
  const overrides = new Map<string, number>();
  fieldOverrides.forEach((override, i) => {
    const key = `${override.collectionGroup}|${override.fieldPath}`;
    const first = overrides.get(key);
    if (first !== undefined) {
      throw new IndexFileError(
        `${source}: fieldOverrides[${i}] (collectionGroup "${override.collectionGroup}", fieldPath "${override.fieldPath}"): duplicates fieldOverrides[${first}]`,
      );
    }
    overrides.set(key, i);
  });
  return { indexes, fieldOverrides };
}

export function loadIndexFile(file: string): IndexConfig {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new IndexFileError(`${file}: ${(error as Error).message}`);
  }
  return parseIndexFile(json, file);
}

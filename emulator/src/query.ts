import {
  StructuredQueryDirection as Direction,
  StructuredQueryFieldFilterOperator as FieldOp,
  type Cursor,
  type StructuredQuery,
  type StructuredQueryFilter,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import { compileFilter, fieldReader, type DocPredicate } from './filters';
import { GrpcError } from './grpc-error';
import { NO_INDEXES } from './indexes/index-file';
import { planQuery, type Plan } from './indexes/planner';
import { checkQueryLimits } from './limits';
import { assertParentName } from './resource-names';
import type { DocumentSource, StoredDoc } from './store';
import { compareStrings, compareValues, fromProto, type FsValue } from './values';

interface Order {
  readonly path: string;
  readonly descending: boolean;
  readonly read: (doc: StoredDoc) => FsValue | undefined;
}

interface Keyed {
  readonly doc: StoredDoc;
  readonly keys: FsValue[];
}

export interface QueryOptions {
  /** The caller only needs the matching set, not its order (aggregations). */
  unordered?: boolean;
  /** Fields that sum() / avg() read, which the index check counts as needed (aggregations). */
  aggregatedFields?: readonly string[];
}

export interface QueryResult {
  docs: StoredDoc[];
  /** Field paths to return, when the query has a projection (`select`). */
  mask: string[] | undefined;
  /** Matching documents the offset skipped: Firestore bills them as reads too. */
  skipped: number;
  /** Index entries the query read: the matches up to offset + limit (query explain). */
  scanned: number;
  /** How the declared and automatic indexes serve the query (query explain). */
  plan: Plan;
}

/**
 * Runs a structured query the way Firestore does: filters, explicit order, then implicit order by
 * inequality fields and `__name__` (in the direction of the last order), excluding documents that
 * lack an order field; then cursors, offset and limit.
 */
export function runQuery(
  store: DocumentSource,
  parent: string,
  query: StructuredQuery,
  options: QueryOptions = {},
): QueryResult {
  assertParentName(parent);
  if (query.has_find_nearest) {
    throw new GrpcError('UNIMPLEMENTED', 'Vector search is not supported by this emulator.');
  }
  checkQueryLimits(query);
  const plan =
    store.indexGuard?.check(parent, query, options.aggregatedFields) ??
    planQuery(query, NO_INDEXES, options.aggregatedFields);
  const source = sourceDocs(store, parent, query);
  const inequalities = new Set<string>();
  const predicate: DocPredicate = query.has_where
    ? compileFilter(query.where, inequalities)
    : () => true;
  checkKeyPosition(query, inequalities);
  const orders = effectiveOrder(query, inequalities);

  let rows: Keyed[] = [];
  for (const doc of source) {
    if (!predicate(doc)) continue;
    const keys: FsValue[] = [];
    for (const order of orders) {
      const value = order.read(doc);
      if (value === undefined) break;
      keys.push(value);
    }
    if (keys.length === orders.length) rows.push({ doc, keys });
  }
  const positional = query.has_start_at || query.has_end_at || query.has_limit || query.offset > 0;
  if (positional || !options.unordered) rows.sort((a, b) => compareKeys(a.keys, b.keys, orders));

  const collectionPath = query.from[0]?.all_descendants
    ? undefined
    : `${parent}/${query.from[0]?.collection_id}`;
  if (query.has_start_at) {
    const { values, before } = cursorValues(query.start_at, orders, collectionPath);
    rows = rows.filter((row) => {
      const c = compareKeys(row.keys, values, orders);
      return c > 0 || (c === 0 && before);
    });
  }
  if (query.has_end_at) {
    const { values, before } = cursorValues(query.end_at, orders, collectionPath);
    rows = rows.filter((row) => {
      const c = compareKeys(row.keys, values, orders);
      return c < 0 || (c === 0 && !before);
    });
  }
  const offset = Math.max(0, query.offset);
  const end = query.has_limit ? offset + Math.max(0, query.limit.value) : undefined;
  const fields = query.has_select ? query.select.fields.map((f) => f.field_path) : [];
  return {
    docs: rows.slice(offset, end).map((row) => row.doc),
    mask: fields.length > 0 ? fields : undefined,
    skipped: Math.min(offset, rows.length),
    scanned: Math.min(rows.length, end ?? rows.length),
    plan,
  };
}

function sourceDocs(
  store: DocumentSource,
  parent: string,
  query: StructuredQuery,
): Iterable<StoredDoc> {
  const [from, ...more] = query.from;
  if (!from || more.length > 0) {
    throw new GrpcError('INVALID_ARGUMENT', 'A query must select exactly one collection.');
  }
  if (from.all_descendants) return store.descendants(parent, from.collection_id || undefined);
  if (!from.collection_id) {
    throw new GrpcError('INVALID_ARGUMENT', 'A query needs a collection id.');
  }
  return store.collection(`${parent}/${from.collection_id}`);
}

/** Equality filters on `__name__` anywhere in the filter. */
function hasKeyEquality(filter: StructuredQueryFilter): boolean {
  if (filter.filter_type === 'composite_filter') {
    return filter.composite_filter.filters.some(hasKeyEquality);
  }
  return (
    filter.filter_type === 'field_filter' &&
    filter.field_filter.field.field_path === '__name__' &&
    filter.field_filter.op === FieldOp.EQUAL
  );
}

/**
 * What Firestore refuses about the key (`__name__`) beside inequalities (the messages its SDKs'
 * multiple-inequality tests expect): no order after an explicit order by the key, and no equality
 * on the key unless the key has an inequality too.
 */
function checkKeyPosition(query: StructuredQuery, inequalities: ReadonlySet<string>): void {
  const explicit = query.order_by.map((o) => o.field.field_path);
  const key = explicit.indexOf('__name__');
  const unordered = [...inequalities].filter((f) => f !== '__name__' && !explicit.includes(f));
  if (key >= 0 && (key < explicit.length - 1 || unordered.length > 0)) {
    throw new GrpcError(
      'INVALID_ARGUMENT',
      'order by clause cannot contain more fields after the key __name__',
    );
  }
  const others = [...inequalities].filter((f) => f !== '__name__');
  if (
    others.length > 0 &&
    !inequalities.has('__name__') &&
    query.has_where &&
    hasKeyEquality(query.where)
  ) {
    throw new GrpcError(
      'INVALID_ARGUMENT',
      'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.',
    );
  }
}

function effectiveOrder(query: StructuredQuery, inequalities: Set<string>): Order[] {
  const orders: Order[] = query.order_by.map((o) => ({
    path: o.field.field_path,
    descending: o.direction === Direction.DESCENDING,
    read: fieldReader(o.field.field_path),
  }));
  const last = orders.at(-1)?.descending ?? false;
  const ordered = new Set(orders.map((o) => o.path));
  // The other inequality fields in lexicographic order, then `__name__` last.
  for (const path of [...inequalities].sort(compareStrings)) {
    if (path === '__name__' || ordered.has(path)) continue;
    orders.push({ path, descending: last, read: fieldReader(path) });
  }
  if (!ordered.has('__name__') && !orders.some((o) => o.path === '__name__')) {
    orders.push({ path: '__name__', descending: last, read: fieldReader('__name__') });
  }
  return orders;
}

function compareKeys(
  a: readonly FsValue[],
  b: readonly FsValue[],
  orders: readonly Order[],
): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const c = compareValues(a[i] as FsValue, b[i] as FsValue);
    if (c !== 0) return orders[i]?.descending ? -c : c;
  }
  return 0;
}

function cursorValues(
  cursor: Cursor,
  orders: readonly Order[],
  collectionPath: string | undefined,
): { values: FsValue[]; before: boolean } {
  if (cursor.values.length > orders.length) {
    throw new GrpcError('INVALID_ARGUMENT', 'A cursor has more values than the query has orders.');
  }
  const values = cursor.values.map((proto, i) => {
    const value = fromProto(proto);
    if (orders[i]?.path !== '__name__') return value;
    if (value.type === 'reference') return value;
    if (value.type === 'string' && collectionPath && !value.value.includes('/')) {
      return { type: 'reference', value: `${collectionPath}/${value.value}` } as const;
    }
    throw new GrpcError('INVALID_ARGUMENT', 'A cursor on __name__ needs a document reference.');
  });
  return { values, before: cursor.before };
}

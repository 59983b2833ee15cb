// Firestore's REST JSON mapping ↔ the emulator's protobuf objects and values.
import { TransactionOptions } from '@firestore-emulator/proto/dist/google/firestore/v1/common';
import {
  StructuredAggregationQuery,
  StructuredQuery,
  StructuredQueryCompositeFilterOperator as CompositeOp,
  StructuredQueryDirection as Direction,
  StructuredQueryFieldFilterOperator as FieldOp,
  StructuredQueryUnaryFilterOperator as UnaryOp,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import {
  DocumentTransformFieldTransformServerValue as ServerValue,
  Write,
} from '@firestore-emulator/proto/dist/google/firestore/v1/write';
import { GrpcError } from './grpc-error';
import type { StoredDoc } from './store';
import type { FsMap, FsValue, Ts, ValueObject } from './values';
import { markVerify } from './verify-writes';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});
const bad = (message: string): never => {
  throw new GrpcError('INVALID_ARGUMENT', message);
};
/** A JSON scalar as text ('' when absent); an object or array where text belongs is refused. */
const text = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : typeof v === 'number' || typeof v === 'boolean'
      ? String(v)
      : v === undefined || v === null
        ? ''
        : bad(`Expected a string, got ${JSON.stringify(v)}.`);

/** RFC 3339 (`2024-01-02T03:04:05.123456789Z`) → seconds and nanos. */
export function parseTimestamp(text: unknown): Ts {
  const match = /^(.*?)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/.exec(String(text));
  const ms = match ? Date.parse(`${match[1]}${match[3]}`) : Number.NaN;
  if (!match || Number.isNaN(ms)) return bad(`Invalid timestamp: ${String(text)}`);
  return { seconds: Math.floor(ms / 1000), nanos: Number((match[2] ?? '').padEnd(9, '0')) };
}

export function formatTimestamp({ seconds, nanos }: Ts): string {
  const base = new Date(seconds * 1000).toISOString().slice(0, 19);
  return `${base}.${String(nanos).padStart(9, '0')}Z`;
}

const enumOf = <E extends Record<string, unknown>>(values: E, name: unknown, what: string) =>
  (values[String(name)] as number | undefined) ?? bad(`Invalid ${what}: ${String(name)}`);

export function valueFromJson(json: unknown): ValueObject {
  const v = obj(json);
  if ('nullValue' in v) return { null_value: 0 };
  if ('booleanValue' in v) return { boolean_value: Boolean(v.booleanValue) };
  if ('integerValue' in v) return { integer_value: Number(v.integerValue) };
  if ('doubleValue' in v) return { double_value: Number(v.doubleValue) };
  if ('timestampValue' in v) return { timestamp_value: parseTimestamp(v.timestampValue) };
  if ('stringValue' in v) return { string_value: String(v.stringValue) };
  if ('bytesValue' in v)
    return { bytes_value: new Uint8Array(Buffer.from(String(v.bytesValue), 'base64')) };
  if ('referenceValue' in v) return { reference_value: String(v.referenceValue) };
  if ('geoPointValue' in v) {
    const g = obj(v.geoPointValue);
    return {
      geo_point_value: { latitude: Number(g.latitude ?? 0), longitude: Number(g.longitude ?? 0) },
    };
  }
  if ('arrayValue' in v) return { array_value: { values: arrayFromJson(v.arrayValue) } };
  if ('mapValue' in v) return { map_value: { fields: fieldsFromJson(obj(v.mapValue).fields) } };
  return bad('A value needs one of its kinds (stringValue, integerValue, …).');
}

const arrayFromJson = (json: unknown): ValueObject[] =>
  ((obj(json).values as unknown[] | undefined) ?? []).map(valueFromJson);

const fieldsFromJson = (json: unknown): Record<string, ValueObject> =>
  Object.fromEntries(Object.entries(obj(json)).map(([k, v]) => [k, valueFromJson(v)]));

const fieldRef = (json: unknown) => ({ field_path: text(obj(json).fieldPath) });

function filterFromJson(json: unknown): object {
  const f = obj(json);
  if (f.compositeFilter) {
    const c = obj(f.compositeFilter);
    return {
      composite_filter: {
        op: enumOf(CompositeOp, c.op, 'composite operator'),
        filters: ((c.filters as unknown[] | undefined) ?? []).map(filterFromJson),
      },
    };
  }
  if (f.fieldFilter) {
    const c = obj(f.fieldFilter);
    return {
      field_filter: {
        field: fieldRef(c.field),
        op: enumOf(FieldOp, c.op, 'operator'),
        value: valueFromJson(c.value),
      },
    };
  }
  if (f.unaryFilter) {
    const c = obj(f.unaryFilter);
    return { unary_filter: { op: enumOf(UnaryOp, c.op, 'operator'), field: fieldRef(c.field) } };
  }
  return bad('A filter needs compositeFilter, fieldFilter or unaryFilter.');
}

const cursorFromJson = (json: unknown) => ({
  values: ((obj(json).values as unknown[] | undefined) ?? []).map(valueFromJson),
  before: Boolean(obj(json).before),
});

export const queryFromJson = (json: unknown): StructuredQuery =>
  StructuredQuery.fromObject(queryObjectFromJson(json));

/**
 * The plain object `fromObject` takes. (A generated message's `toObject()` sets every member of
 * every oneof, so it cannot be passed back to `fromObject`: the last member would win.)
 */
function queryObjectFromJson(json: unknown): Parameters<typeof StructuredQuery.fromObject>[0] {
  const q = obj(json);
  const select = q.select as Json | undefined;
  return {
    ...(select ? { select: { fields: ((select.fields as unknown[]) ?? []).map(fieldRef) } } : {}),
    from: ((q.from as unknown[] | undefined) ?? []).map((f) => ({
      collection_id: text(obj(f).collectionId),
      all_descendants: Boolean(obj(f).allDescendants),
    })),
    ...(q.where ? { where: filterFromJson(q.where) } : {}),
    order_by: ((q.orderBy as unknown[] | undefined) ?? []).map((o) => ({
      field: fieldRef(obj(o).field),
      direction: obj(o).direction
        ? enumOf(Direction, obj(o).direction, 'direction')
        : Direction.ASCENDING,
    })),
    ...(q.startAt ? { start_at: cursorFromJson(q.startAt) } : {}),
    ...(q.endAt ? { end_at: cursorFromJson(q.endAt) } : {}),
    ...(q.offset !== undefined ? { offset: Number(q.offset) } : {}),
    ...(q.limit !== undefined ? { limit: { value: Number(obj(q.limit).value ?? q.limit) } } : {}),
  };
}

export function aggregationFromJson(json: unknown): StructuredAggregationQuery {
  const a = obj(json);
  return StructuredAggregationQuery.fromObject({
    structured_query: queryObjectFromJson(a.structuredQuery),
    aggregations: ((a.aggregations as unknown[] | undefined) ?? []).map((x) => {
      const g = obj(x);
      if (g.count) {
        const upTo = obj(g.count).upTo;
        return {
          alias: text(g.alias),
          count: upTo === undefined ? {} : { up_to: { value: Number(upTo) } },
        };
      }
      if (g.sum) return { alias: text(g.alias), sum: { field: fieldRef(obj(g.sum).field) } };
      if (g.avg) return { alias: text(g.alias), avg: { field: fieldRef(obj(g.avg).field) } };
      return bad('An aggregation needs count, sum or avg.');
    }),
  });
}

function transformFromJson(json: unknown): object {
  const t = obj(json);
  const out: Json = { field_path: text(t.fieldPath) };
  if (t.setToServerValue !== undefined)
    out.set_to_server_value = enumOf(ServerValue, t.setToServerValue, 'server value');
  if (t.increment) out.increment = valueFromJson(t.increment);
  if (t.maximum) out.maximum = valueFromJson(t.maximum);
  if (t.minimum) out.minimum = valueFromJson(t.minimum);
  if (t.appendMissingElements)
    out.append_missing_elements = { values: arrayFromJson(t.appendMissingElements) };
  if (t.removeAllFromArray)
    out.remove_all_from_array = { values: arrayFromJson(t.removeAllFromArray) };
  return out;
}

/** `{ readOnly: {…} }` or `{ readWrite: { retryTransaction? } }` (base64). */
export function transactionOptionsFromJson(json: unknown): TransactionOptions {
  const options = obj(json);
  if (options.readOnly) {
    const readTime = obj(options.readOnly).readTime;
    return TransactionOptions.fromObject({
      read_only: readTime === undefined ? {} : { read_time: parseTimestamp(readTime) },
    });
  }
  const retry = obj(options.readWrite).retryTransaction;
  return TransactionOptions.fromObject({
    read_write:
      typeof retry === 'string' && retry
        ? { retry_transaction: new Uint8Array(Buffer.from(retry, 'base64')) }
        : {},
  });
}

export function writeFromJson(json: unknown): Write {
  const w = obj(json);
  const out: Json = {};
  if (w.update) {
    const d = obj(w.update);
    out.update = { name: text(d.name), fields: fieldsFromJson(d.fields) };
  }
  if (w.delete !== undefined) out.delete = text(w.delete);
  if (w.transform) {
    const t = obj(w.transform);
    out.transform = {
      document: text(t.document),
      field_transforms: ((t.fieldTransforms as unknown[] | undefined) ?? []).map(transformFromJson),
    };
  }
  if (w.updateMask)
    out.update_mask = { field_paths: (obj(w.updateMask).fieldPaths as string[]) ?? [] };
  if (w.updateTransforms)
    out.update_transforms = (w.updateTransforms as unknown[]).map(transformFromJson);
  if (w.currentDocument) {
    const p = obj(w.currentDocument);
    out.current_document =
      p.updateTime !== undefined
        ? { update_time: parseTimestamp(p.updateTime) }
        : { exists: Boolean(p.exists) };
  }
  const write = Write.fromObject(out);
  return w.verify === undefined ? write : markVerify(write, text(w.verify));
}

export function valueToJson(value: FsValue): unknown {
  switch (value.type) {
    case 'null':
      return { nullValue: null };
    case 'boolean':
      return { booleanValue: value.value };
    case 'integer':
      return { integerValue: String(value.value) };
    case 'double':
      return { doubleValue: Number.isFinite(value.value) ? value.value : String(value.value) };
    case 'timestamp':
      return { timestampValue: formatTimestamp(value) };
    case 'string':
      return { stringValue: value.value };
    case 'bytes':
      return { bytesValue: Buffer.from(value.value).toString('base64') };
    case 'reference':
      return { referenceValue: value.value };
    case 'geopoint':
      return { geoPointValue: { latitude: value.latitude, longitude: value.longitude } };
    case 'array':
      return { arrayValue: { values: value.values.map(valueToJson) } };
    case 'map':
      return { mapValue: { fields: fieldsToJson(value.fields) } };
  }
}

export const fieldsToJson = (fields: FsMap): Json =>
  Object.fromEntries([...fields].map(([k, v]) => [k, valueToJson(v)]));

export const documentToJson = (doc: StoredDoc): Json => ({
  name: doc.name,
  fields: fieldsToJson(doc.fields),
  createTime: formatTimestamp(doc.createTime),
  updateTime: formatTimestamp(doc.updateTime),
});

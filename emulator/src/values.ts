import type { Value } from '@firestore-emulator/proto/dist/google/firestore/v1/document';
import { GrpcError } from './grpc-error';

/** Firestore values as plain, immutable JS data (the generated protobuf classes are slow to read). */
export type FsMap = ReadonlyMap<string, FsValue>;
export type FsValue =
  | { readonly type: 'null' }
  | { readonly type: 'boolean'; readonly value: boolean }
  | { readonly type: 'integer'; readonly value: number }
  | { readonly type: 'double'; readonly value: number }
  | { readonly type: 'timestamp'; readonly seconds: number; readonly nanos: number }
  | { readonly type: 'string'; readonly value: string }
  | { readonly type: 'bytes'; readonly value: Uint8Array }
  | { readonly type: 'reference'; readonly value: string }
  | { readonly type: 'geopoint'; readonly latitude: number; readonly longitude: number }
  | { readonly type: 'array'; readonly values: readonly FsValue[] }
  | { readonly type: 'map'; readonly fields: FsMap };

export interface Ts {
  readonly seconds: number;
  readonly nanos: number;
}

export const NULL: FsValue = { type: 'null' };

/** The object shape the generated `fromObject` factories accept for a Value. */
export type ValueObject = Parameters<typeof Value.fromObject>[0];

export function fromProtoFields(fields: Map<string, Value>): Map<string, FsValue> {
  const out = new Map<string, FsValue>();
  for (const [key, value] of fields) out.set(key, fromProto(value));
  return out;
}

export function fromProto(value: Value): FsValue {
  switch (value.value_type) {
    case 'null_value':
      return NULL;
    case 'boolean_value':
      return { type: 'boolean', value: value.boolean_value };
    case 'integer_value':
      return { type: 'integer', value: Number(value.integer_value) };
    case 'double_value':
      return { type: 'double', value: value.double_value };
    case 'timestamp_value':
      return {
        type: 'timestamp',
        seconds: Number(value.timestamp_value.seconds),
        nanos: value.timestamp_value.nanos,
      };
    case 'string_value':
      return { type: 'string', value: value.string_value };
    case 'bytes_value':
      return { type: 'bytes', value: value.bytes_value };
    case 'reference_value':
      return { type: 'reference', value: value.reference_value };
    case 'geo_point_value':
      return {
        type: 'geopoint',
        latitude: value.geo_point_value.latitude,
        longitude: value.geo_point_value.longitude,
      };
    case 'array_value':
      return { type: 'array', values: value.array_value.values.map(fromProto) };
    case 'map_value':
      return { type: 'map', fields: fromProtoFields(value.map_value.fields) };
    default:
      throw new GrpcError('INVALID_ARGUMENT', 'A value must have one of its value types set.');
  }
}

export function toObject(value: FsValue): ValueObject {
  switch (value.type) {
    case 'null':
      return { null_value: 0 };
    case 'boolean':
      return { boolean_value: value.value };
    case 'integer':
      return { integer_value: value.value };
    case 'double':
      return { double_value: value.value };
    case 'timestamp':
      return { timestamp_value: { seconds: value.seconds, nanos: value.nanos } };
    case 'string':
      return { string_value: value.value };
    case 'bytes':
      return { bytes_value: value.value };
    case 'reference':
      return { reference_value: value.value };
    case 'geopoint':
      return { geo_point_value: { latitude: value.latitude, longitude: value.longitude } };
    case 'array':
      return { array_value: { values: value.values.map(toObject) } };
    case 'map':
      return { map_value: { fields: fieldsToObject(value.fields) } };
  }
}

export function fieldsToObject(fields: FsMap): Record<string, ValueObject> {
  const out: Record<string, ValueObject> = {};
  for (const [key, value] of fields) {
    Object.defineProperty(out, key, { value: toObject(value), enumerable: true, writable: true });
  }
  return out;
}

export const isNumber = (v: FsValue): v is Extract<FsValue, { type: 'integer' | 'double' }> =>
  v.type === 'integer' || v.type === 'double';

export const isNaNValue = (v: FsValue) => v.type === 'double' && Number.isNaN(v.value);

function isVector(v: FsValue): boolean {
  if (v.type !== 'map') return false;
  const marker = v.fields.get('__type__');
  return marker?.type === 'string' && marker.value === '__vector__';
}

/** Firestore's cross-type order: null < bool < number < timestamp < string < bytes < ref < geo < array < vector < map. */
export function typeOrder(v: FsValue): number {
  switch (v.type) {
    case 'null':
      return 0;
    case 'boolean':
      return 1;
    case 'integer':
    case 'double':
      return 2;
    case 'timestamp':
      return 3;
    case 'string':
      return 4;
    case 'bytes':
      return 5;
    case 'reference':
      return 6;
    case 'geopoint':
      return 7;
    case 'array':
      return 8;
    case 'map':
      return isVector(v) ? 9 : 10;
  }
}

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);

function compareNumbers(a: number, b: number): number {
  // NaN sorts before every other number and equals itself.
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Compares strings by UTF-8 bytes (= code points), as Firestore does, not by UTF-16 units. */
export function compareStrings(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      // Surrogates (astral code points) sort after U+E000–U+FFFF in code point order.
      x = x < 0xe000 ? x + 0x2000 : x - 0x800;
      y = y < 0xe000 ? y + 0x2000 : y - 0x800;
    }
    return x < y ? -1 : 1;
  }
  return sign(a.length - b.length);
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return sign(d);
  }
  return sign(a.length - b.length);
}

/** Compares resource names segment by segment, so `a/b` < `a-c` style prefixes order correctly. */
export function compareResourceNames(a: string, b: string): number {
  if (a === b) return 0;
  // Hot path of every `__name__` tie-break: find the first difference without splitting.
  const length = Math.min(a.length, b.length);
  let i = 0;
  while (i < length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === length) return sign(a.length - b.length);
  const start = i === 0 ? 0 : a.lastIndexOf('/', i - 1) + 1;
  const endA = a.indexOf('/', i);
  const endB = b.indexOf('/', i);
  const segmentA = a.slice(start, endA < 0 ? undefined : endA);
  const segmentB = b.slice(start, endB < 0 ? undefined : endB);
  return compareSegments(segmentA, segmentB);
}

const NUMERIC_SEGMENT = /^__id(-?\d{1,19})__$/;

/** Path segments: numeric ids (`__id<n>__`) first, by number, then the others as strings. */
function compareSegments(a: string, b: string): number {
  const na = NUMERIC_SEGMENT.exec(a);
  const nb = NUMERIC_SEGMENT.exec(b);
  if (na && nb) {
    const [x, y] = [BigInt(na[1]!), BigInt(nb[1]!)];
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (na) return -1;
  if (nb) return 1;
  return compareStrings(a, b);
}

function compareArrays(a: readonly FsValue[], b: readonly FsValue[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const c = compareValues(a[i] ?? NULL, b[i] ?? NULL);
    if (c !== 0) return c;
  }
  return sign(a.length - b.length);
}

function vectorValues(v: FsValue): readonly FsValue[] {
  const inner = v.type === 'map' ? v.fields.get('value') : undefined;
  return inner?.type === 'array' ? inner.values : [];
}

function compareMaps(a: FsMap, b: FsMap): number {
  const keysA = [...a.keys()].sort(compareStrings);
  const keysB = [...b.keys()].sort(compareStrings);
  const length = Math.min(keysA.length, keysB.length);
  for (let i = 0; i < length; i++) {
    const ka = keysA[i] ?? '';
    const kb = keysB[i] ?? '';
    const c = compareStrings(ka, kb) || compareValues(a.get(ka) ?? NULL, b.get(kb) ?? NULL);
    if (c !== 0) return c;
  }
  return sign(keysA.length - keysB.length);
}

/** Total order over all Firestore values (ints and doubles compare numerically). */
export function compareValues(a: FsValue, b: FsValue): number {
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  switch (a.type) {
    case 'null':
      return 0;
    case 'boolean':
      return b.type === 'boolean' ? sign(Number(a.value) - Number(b.value)) : 0;
    case 'integer':
    case 'double':
      return isNumber(b) ? compareNumbers(a.value, b.value) : 0;
    case 'timestamp':
      return b.type === 'timestamp' ? sign(a.seconds - b.seconds) || sign(a.nanos - b.nanos) : 0;
    case 'string':
      return b.type === 'string' ? compareStrings(a.value, b.value) : 0;
    case 'bytes':
      return b.type === 'bytes' ? compareBytes(a.value, b.value) : 0;
    case 'reference':
      return b.type === 'reference' ? compareResourceNames(a.value, b.value) : 0;
    case 'geopoint':
      return b.type === 'geopoint'
        ? compareNumbers(a.latitude, b.latitude) || compareNumbers(a.longitude, b.longitude)
        : 0;
    case 'array':
      return b.type === 'array' ? compareArrays(a.values, b.values) : 0;
    case 'map': {
      if (b.type !== 'map') return 0;
      if (ta === 9) {
        const va = vectorValues(a);
        const vb = vectorValues(b);
        return sign(va.length - vb.length) || compareArrays(va, vb);
      }
      return compareMaps(a.fields, b.fields);
    }
  }
}

/** Equality as queries see it: 1 == 1.0, NaN == NaN, -0 == 0. */
export const valuesEqual = (a: FsValue, b: FsValue) => compareValues(a, b) === 0;

export function compareTs(a: Ts, b: Ts): number {
  return sign(a.seconds - b.seconds) || sign(a.nanos - b.nanos);
}

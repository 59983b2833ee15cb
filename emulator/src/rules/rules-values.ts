import type { FsValue } from '../values';

/**
 * Values of the rules language at run time. int is a bigint (so `1 is int` and `1.0 is float`
 * differ, and int division truncates); float a number; map a Map; list an array.
 */
export type RValue =
  | null
  | boolean
  | bigint
  | number
  | string
  | Uint8Array
  | RValue[]
  | ReadonlyMap<string, RValue>
  | RTimestamp
  | RDuration
  | RPath
  | RLatLng
  | RSet
  | RMapDiff
  | RConstrained;

/** An evaluation error: the condition is not true, so the allow does not grant. */
export class EvalError extends Error {}

/**
 * A value a list query cannot pin down (a field its filters do not fix, the id of the documents):
 * rules are not filters, so a condition that depends on it does not grant.
 */
export class UnknownValue extends EvalError {}

export const fail = (message: string): never => {
  throw new EvalError(message);
};

export class RTimestamp {
  constructor(
    readonly seconds: bigint,
    readonly nanos: number,
  ) {}
  get totalNanos(): bigint {
    return this.seconds * 1_000_000_000n + BigInt(this.nanos);
  }
  static fromNanos(total: bigint): RTimestamp {
    const seconds =
      total >= 0n ? total / 1_000_000_000n : -((-total + 999_999_999n) / 1_000_000_000n);
    return new RTimestamp(seconds, Number(total - seconds * 1_000_000_000n));
  }
  get date(): Date {
    return new Date(Number(this.seconds) * 1000 + Math.floor(this.nanos / 1e6));
  }
}

export class RDuration {
  constructor(readonly totalNanos: bigint) {}
}

export class RPath {
  constructor(
    readonly segments: readonly string[],
    /** Names bound by `bind()`, read with `path.name` or `path['name']`. */
    readonly bindings: ReadonlyMap<string, string> = new Map(),
  ) {}
  toString(): string {
    return `/${this.segments.join('/')}`;
  }
}

export class RLatLng {
  constructor(
    readonly latitude: number,
    readonly longitude: number,
  ) {}
}

export class RSet {
  readonly items: RValue[];
  constructor(items: readonly RValue[]) {
    this.items = [];
    for (const item of items) if (!this.items.some((x) => equal(x, item))) this.items.push(item);
  }
  has(value: RValue): boolean {
    return this.items.some((item) => equal(item, value));
  }
}

export class RMapDiff {
  constructor(
    readonly left: ReadonlyMap<string, RValue>,
    readonly right: ReadonlyMap<string, RValue>,
  ) {}
}

/**
 * The data of the documents a list query may return: only the fields its equality filters fix
 * are known; any other read is unknown.
 */
export class PartialMap extends Map<string, RValue> {
  constructor(known: Iterable<[string, RValue]>) {
    super(known);
  }
  override has(key: string): boolean {
    if (super.has(key)) return true;
    throw new UnknownValue(`the query does not fix the field '${key}'`);
  }
  override get size(): number {
    throw new UnknownValue('the query does not fix the document');
  }
  override keys(): MapIterator<string> {
    throw new UnknownValue('the query does not fix the document');
  }
}

export type Constraint = {
  op: '<' | '<=' | '>' | '>=' | '!=' | 'not-in' | 'array-contains';
  value: RValue;
};

/**
 * A field of the documents a list query may return that its filters bound without fixing it
 * (`price < 50`, `tags array-contains 'x'`): a condition on it holds only if the bounds prove it.
 */
export class RConstrained {
  constructor(
    readonly field: string,
    readonly constraints: readonly Constraint[],
  ) {}
}

const unknownField = (v: RConstrained) =>
  new UnknownValue(`the query does not fix the field '${v.field}'`);

export const isMap = (v: RValue): v is ReadonlyMap<string, RValue> => v instanceof Map;
export const isInt = (v: RValue): v is bigint => typeof v === 'bigint';
export const isFloat = (v: RValue): v is number => typeof v === 'number';
export const isNumber = (v: RValue): v is bigint | number => isInt(v) || isFloat(v);

export function typeName(v: RValue): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'bigint') return 'int';
  if (typeof v === 'number') return 'float';
  if (typeof v === 'string') return 'string';
  if (v instanceof Uint8Array) return 'bytes';
  if (Array.isArray(v)) return 'list';
  if (v instanceof Map) return 'map';
  if (v instanceof RTimestamp) return 'timestamp';
  if (v instanceof RDuration) return 'duration';
  if (v instanceof RPath) return 'path';
  if (v instanceof RLatLng) return 'latlng';
  if (v instanceof RSet) return 'set';
  if (v instanceof RConstrained) throw unknownField(v);
  return 'map_diff';
}

/** The type names `x is T` accepts. */
export const TYPE_NAMES = new Set([
  'bool',
  'int',
  'float',
  'number',
  'string',
  'list',
  'map',
  'timestamp',
  'duration',
  'path',
  'latlng',
  'bytes',
  'set',
  'map_diff',
  'null',
]);

export function isType(v: RValue, name: string): boolean {
  if (name === 'number') return isNumber(v);
  return typeName(v) === name;
}

export function equal(a: RValue, b: RValue): boolean {
  if (a instanceof RConstrained) throw unknownField(a);
  if (b instanceof RConstrained) throw unknownField(b);
  if (isNumber(a) && isNumber(b))
    return Number(a) === Number(b) && (isFloat(a) || isFloat(b) || a === b);
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => equal(x, b[i]!));
  if (a instanceof Map) {
    if (!(b instanceof Map) || a.size !== b.size) return false;
    const other = b as ReadonlyMap<string, RValue>;
    for (const [key, value] of a as ReadonlyMap<string, RValue>) {
      if (!other.has(key) || !equal(value, other.get(key)!)) return false;
    }
    return true;
  }
  if (a instanceof RTimestamp) return b instanceof RTimestamp && a.totalNanos === b.totalNanos;
  if (a instanceof RDuration) return b instanceof RDuration && a.totalNanos === b.totalNanos;
  if (a instanceof RPath) return b instanceof RPath && a.toString() === b.toString();
  if (a instanceof RLatLng)
    return b instanceof RLatLng && a.latitude === b.latitude && a.longitude === b.longitude;
  if (a instanceof RSet)
    return b instanceof RSet && a.items.length === b.items.length && a.items.every((x) => b.has(x));
  if (a instanceof Uint8Array)
    return b instanceof Uint8Array && Buffer.from(a).equals(Buffer.from(b));
  return false;
}

/** -1, 0 or 1; an error for values of types that do not order. */
export function compare(a: RValue, b: RValue): number {
  if (isNumber(a) && isNumber(b)) {
    if (isInt(a) && isInt(b)) return a < b ? -1 : a > b ? 1 : 0;
    const [x, y] = [Number(a), Number(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof a === 'string' && typeof b === 'string') {
    const [x, y] = [[...a], [...b]];
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
      if (d !== 0) return Math.sign(d);
    }
    return Math.sign(x.length - y.length);
  }
  if (a instanceof RTimestamp && b instanceof RTimestamp)
    return Number(a.totalNanos - b.totalNanos > 0n) - Number(a.totalNanos < b.totalNanos);
  if (a instanceof RDuration && b instanceof RDuration)
    return Number(a.totalNanos > b.totalNanos) - Number(a.totalNanos < b.totalNanos);
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return fail(`cannot compare ${typeName(a)} with ${typeName(b)}`);
}

/** A document name below `/documents` as the rules' path: /databases/{db}/documents/... */
export const documentPath = (database: string, path: string): RPath =>
  new RPath(['databases', database, 'documents', ...path.split('/').filter(Boolean)]);

/** Firestore values as rules values. */
export function fromFs(value: FsValue): RValue {
  switch (value.type) {
    case 'null':
      return null;
    case 'boolean':
      return value.value;
    case 'integer':
      return BigInt(value.value);
    case 'double':
      return value.value;
    case 'timestamp':
      return new RTimestamp(BigInt(value.seconds), value.nanos);
    case 'string':
      return value.value;
    case 'bytes':
      return value.value;
    case 'reference': {
      const at = value.value.indexOf('/databases/');
      return new RPath(value.value.slice(at + 1).split('/'));
    }
    case 'geopoint':
      return new RLatLng(value.latitude, value.longitude);
    case 'array':
      return value.values.map(fromFs);
    case 'map':
      return fromFsMap(value.fields);
  }
}

export const fromFsMap = (fields: ReadonlyMap<string, FsValue>): Map<string, RValue> =>
  new Map([...fields].map(([key, value]) => [key, fromFs(value)]));

/** Decoded JSON (token claims) as rules values. */
export function fromJson(value: unknown): RValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value) : value;
  if (Array.isArray(value)) return value.map(fromJson);
  if (typeof value === 'object')
    return new Map(Object.entries(value).map(([k, v]) => [k, fromJson(v)]));
  // JSON.parse gives nothing else: a bigint, symbol or function can only come from code.
  return typeof value === 'bigint' || typeof value === 'symbol' ? String(value) : typeof value;
}

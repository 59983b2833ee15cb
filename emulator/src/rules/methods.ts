import { createHash } from 'node:crypto';
import { RE2JS } from 're2js';
import { crc32, crc32c } from './crc';
import {
  equal,
  fail,
  isInt,
  isMap,
  isNumber,
  RDuration,
  RConstrained,
  RLatLng,
  RMapDiff,
  RPath,
  RSet,
  RTimestamp,
  typeName,
  type RValue,
} from './rules-values';
import { listMethod } from './symbolic';

type Method = (self: RValue, args: RValue[]) => RValue;

const str = (v: RValue | undefined): string =>
  typeof v === 'string' ? v : fail(`expected a string, got ${typeName(v ?? null)}`);
const int = (v: RValue | undefined): bigint =>
  isInt(v ?? null) ? (v as bigint) : fail(`expected an int, got ${typeName(v ?? null)}`);
const num = (v: RValue | undefined): number =>
  isNumber(v ?? null) ? Number(v) : fail(`expected a number, got ${typeName(v ?? null)}`);
const list = (v: RValue | undefined): RValue[] =>
  Array.isArray(v)
    ? v
    : v instanceof RSet
      ? v.items
      : fail(`expected a list, got ${typeName(v ?? null)}`);
const map = (v: RValue | undefined): ReadonlyMap<string, RValue> =>
  isMap(v ?? null)
    ? (v as ReadonlyMap<string, RValue>)
    : fail(`expected a map, got ${typeName(v ?? null)}`);

const has = (items: readonly RValue[], value: RValue) => items.some((x) => equal(x, value));
const hasAll = (self: RValue, [other]: RValue[]) => list(other).every((x) => has(list(self), x));
const hasAny = (self: RValue, [other]: RValue[]) => list(other).some((x) => has(list(self), x));
const hasOnly = (self: RValue, [other]: RValue[]) => list(self).every((x) => has(list(other), x));

const patterns = new Map<string, RE2JS>();

/** Regular expressions are RE2 (no lookaround, no backreferences): others are an error. */
function re2(pattern: string): RE2JS {
  let compiled = patterns.get(pattern);
  if (!compiled) {
    try {
      compiled = RE2JS.compile(pattern);
    } catch (error) {
      return fail(`invalid regular expression '${pattern}': ${(error as Error).message}`);
    }
    if (patterns.size > 1000) patterns.clear();
    patterns.set(pattern, compiled);
  }
  return compiled;
}

const utc = (t: RTimestamp) => t.date;
const dayMs = 86_400_000;

const STRING: Record<string, Method> = {
  size: (s) => BigInt([...str(s)].length),
  matches: (s, [re]) => re2(str(re)).matches(str(s)),
  lower: (s) => str(s).toLowerCase(),
  upper: (s) => str(s).toUpperCase(),
  trim: (s) => str(s).trim(),
  split: (s, [sep]) => re2(str(sep)).split(str(s), -1),
  replace: (s, [re, sub]) => re2(str(re)).matcher(str(s)).replaceAll(str(sub)),
  toUtf8: (s) => new Uint8Array(Buffer.from(str(s), 'utf8')),
};

const LIST: Record<string, Method> = {
  size: (l) => BigInt(list(l).length),
  hasAll,
  hasAny,
  hasOnly,
  join: (l, [sep]) => list(l).map(str).join(str(sep)),
  concat: (l, [other]) => [...list(l), ...list(other)],
  toSet: (l) => new RSet(list(l)),
  removeAll: (l, [other]) => list(l).filter((x) => !has(list(other), x)),
};

const SET: Record<string, Method> = {
  size: (s) => BigInt((s as RSet).items.length),
  hasAll,
  hasAny,
  hasOnly,
  difference: (s, [o]) => new RSet((s as RSet).items.filter((x) => !has(list(o), x))),
  intersection: (s, [o]) => new RSet((s as RSet).items.filter((x) => has(list(o), x))),
  union: (s, [o]) => new RSet([...(s as RSet).items, ...list(o)]),
};

const MAP: Record<string, Method> = {
  size: (m) => BigInt(map(m).size),
  keys: (m) => [...map(m).keys()],
  values: (m) => [...map(m).values()],
  get: (m, [key, fallback]) => {
    const keys = Array.isArray(key) ? key.map(str) : [str(key)];
    let at: RValue = m;
    for (const k of keys) {
      if (!isMap(at) || !at.has(k)) return fallback ?? null;
      at = at.get(k)!;
    }
    return at;
  },
  diff: (m, [other]) => new RMapDiff(map(m), map(other)),
};

const diffKeys = (d: RMapDiff, keep: (key: string) => boolean) =>
  new RSet([...new Set([...d.left.keys(), ...d.right.keys()])].filter(keep));
const MAP_DIFF: Record<string, Method> = {
  addedKeys: (d) =>
    diffKeys(d as RMapDiff, (k) => !(d as RMapDiff).left.has(k) && (d as RMapDiff).right.has(k)),
  removedKeys: (d) =>
    diffKeys(d as RMapDiff, (k) => (d as RMapDiff).left.has(k) && !(d as RMapDiff).right.has(k)),
  changedKeys: (d) => {
    const { left, right } = d as RMapDiff;
    return diffKeys(
      d as RMapDiff,
      (k) => left.has(k) && right.has(k) && !equal(left.get(k)!, right.get(k)!),
    );
  },
  affectedKeys: (d) => {
    const { left, right } = d as RMapDiff;
    return diffKeys(
      d as RMapDiff,
      (k) => !left.has(k) || !right.has(k) || !equal(left.get(k)!, right.get(k)!),
    );
  },
  unchangedKeys: (d) => {
    const { left, right } = d as RMapDiff;
    return diffKeys(
      d as RMapDiff,
      (k) => left.has(k) && right.has(k) && equal(left.get(k)!, right.get(k)!),
    );
  },
};

const TIMESTAMP: Record<string, Method> = {
  date: (t) => {
    const d = utc(t as RTimestamp);
    return new RTimestamp(
      BigInt(Math.floor(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) / 1000)),
      0,
    );
  },
  toMillis: (t) => (t as RTimestamp).totalNanos / 1_000_000n,
  seconds: (t) => (t as RTimestamp).seconds,
  nanos: (t) => BigInt((t as RTimestamp).nanos),
  year: (t) => BigInt(utc(t as RTimestamp).getUTCFullYear()),
  month: (t) => BigInt(utc(t as RTimestamp).getUTCMonth() + 1),
  day: (t) => BigInt(utc(t as RTimestamp).getUTCDate()),
  hours: (t) => BigInt(utc(t as RTimestamp).getUTCHours()),
  minutes: (t) => BigInt(utc(t as RTimestamp).getUTCMinutes()),
  dayOfWeek: (t) => BigInt(utc(t as RTimestamp).getUTCDay() || 7),
  dayOfYear: (t) => {
    const d = utc(t as RTimestamp);
    return BigInt(Math.floor((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / dayMs) + 1);
  },
  time: (t) => new RDuration((t as RTimestamp).totalNanos % (86_400n * 1_000_000_000n)),
};

const DURATION: Record<string, Method> = {
  seconds: (d) => (d as RDuration).totalNanos / 1_000_000_000n,
  nanos: (d) => (d as RDuration).totalNanos % 1_000_000_000n,
};

const LATLNG: Record<string, Method> = {
  latitude: (l) => (l as RLatLng).latitude,
  longitude: (l) => (l as RLatLng).longitude,
  distance: (l, [o]) => {
    const a = l as RLatLng;
    const b = o instanceof RLatLng ? o : fail('distance needs a latlng');
    const rad = Math.PI / 180;
    const h =
      Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
      Math.cos(a.latitude * rad) *
        Math.cos(b.latitude * rad) *
        Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
    return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
  },
};

const BYTES: Record<string, Method> = {
  size: (b) => BigInt((b as Uint8Array).length),
  toBase64: (b) => Buffer.from(b as Uint8Array).toString('base64'),
  toHexString: (b) =>
    Buffer.from(b as Uint8Array)
      .toString('hex')
      .toUpperCase(),
};

const PATH: Record<string, Method> = {
  bind: (p, [bindings]) => {
    const bound = new Map((p as RPath).bindings);
    for (const [key, value] of map(bindings))
      bound.set(key, isInt(value) ? String(value) : str(value));
    const segments = (p as RPath).segments.map((s) =>
      s.startsWith('{') && s.endsWith('}') ? (bound.get(s.slice(1, -1)) ?? s) : s,
    );
    return new RPath(segments, bound);
  },
};

const BY_TYPE: Record<string, Record<string, Method>> = {
  string: STRING,
  list: LIST,
  set: SET,
  map: MAP,
  map_diff: MAP_DIFF,
  timestamp: TIMESTAMP,
  duration: DURATION,
  latlng: LATLNG,
  bytes: BYTES,
  path: PATH,
};

/** Every method name of every type: a name outside it fails at load time. */
export const METHOD_NAMES = new Set(
  Object.values(BY_TYPE).flatMap((methods) => Object.keys(methods)),
);

export function callMethod(self: RValue, name: string, args: RValue[]): RValue {
  if (self instanceof RConstrained) return listMethod(self, name, args);
  const method = BY_TYPE[typeName(self)]?.[name];
  if (!method) return fail(`${typeName(self)} has no method ${name}()`);
  return method(self, args);
}

const bytesOf = (v: RValue | undefined): Uint8Array =>
  v instanceof Uint8Array ? v : Buffer.from(str(v), 'utf8');
const hash = (algorithm: string) => (v: RValue) =>
  new Uint8Array(createHash(algorithm).update(bytesOf(v)).digest());

const UNITS: Record<string, bigint> = {
  w: 604_800_000_000_000n,
  d: 86_400_000_000_000n,
  h: 3_600_000_000_000n,
  m: 60_000_000_000n,
  s: 1_000_000_000n,
  ms: 1_000_000n,
  ns: 1n,
};

/** The rules' libraries: `math.abs(x)`, `duration.value(1, 'h')`, `timestamp.date(2024, 1, 1)`… */
export const NAMESPACES: Record<string, Record<string, (args: RValue[]) => RValue>> = {
  math: {
    abs: ([x]) =>
      isInt(x ?? null) ? ((x as bigint) < 0n ? -(x as bigint) : (x as bigint)) : Math.abs(num(x)),
    ceil: ([x]) => BigInt(Math.ceil(num(x))),
    floor: ([x]) => BigInt(Math.floor(num(x))),
    round: ([x]) => BigInt(Math.round(num(x))),
    sqrt: ([x]) => Math.sqrt(num(x)),
    pow: ([x, y]) => num(x) ** num(y),
    isInfinite: ([x]) => !Number.isFinite(num(x)) && !Number.isNaN(num(x)),
    isNaN: ([x]) => Number.isNaN(num(x)),
  },
  duration: {
    value: ([n, unit]) => {
      const per = UNITS[str(unit)] ?? fail(`unknown duration unit '${str(unit)}'`);
      return new RDuration(
        isInt(n ?? null) ? (n as bigint) * per : BigInt(Math.round(num(n) * Number(per))),
      );
    },
    time: ([h, m, s, ns]) =>
      new RDuration(int(h) * UNITS.h! + int(m) * UNITS.m! + int(s) * UNITS.s! + int(ns)),
    abs: ([d]) => {
      const total = d instanceof RDuration ? d.totalNanos : fail('abs needs a duration');
      return new RDuration(total < 0n ? -total : total);
    },
  },
  timestamp: {
    value: ([ms]) => RTimestamp.fromNanos(int(ms) * 1_000_000n),
    date: ([y, m, d]) =>
      new RTimestamp(
        BigInt(Date.UTC(Number(int(y)), Number(int(m)) - 1, Number(int(d))) / 1000),
        0,
      ),
  },
  latlng: { value: ([lat, lng]) => new RLatLng(num(lat), num(lng)) },
  hashing: {
    md5: ([v]) => hash('md5')(v ?? null),
    sha256: ([v]) => hash('sha256')(v ?? null),
    crc32: ([v]) => crc32(bytesOf(v)),
    crc32c: ([v]) => crc32c(bytesOf(v)),
  },
};

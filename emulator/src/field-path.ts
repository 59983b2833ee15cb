import { GrpcError } from './grpc-error';
import type { FsMap, FsValue } from './values';

const cache = new Map<string, readonly string[]>();

/** Splits a field path such as ``a.`b.c`.d`` into its segments (backticks quote, `\` escapes). */
export function parseFieldPath(path: string): readonly string[] {
  const cached = cache.get(path);
  if (cached) return cached;
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < path.length; i++) {
    const char = path[i] as string;
    if (quoted) {
      if (char === '\\') current += path[++i] ?? '';
      else if (char === '`') quoted = false;
      else current += char;
    } else if (char === '`') {
      quoted = true;
      wasQuoted = true;
    } else if (char === '.') {
      if (current === '' && !wasQuoted) throw invalid(path);
      segments.push(current);
      current = '';
      wasQuoted = false;
    } else {
      current += char;
    }
  }
  if (quoted || (current === '' && !wasQuoted)) throw invalid(path);
  segments.push(current);
  if (cache.size > 10_000) cache.clear();
  cache.set(path, segments);
  return segments;
}

const invalid = (path: string) => new GrpcError('INVALID_ARGUMENT', `Invalid field path: ${path}`);

export function getField(fields: FsMap, segments: readonly string[]): FsValue | undefined {
  let value: FsValue | undefined;
  let map: FsMap | undefined = fields;
  for (const segment of segments) {
    if (!map) return undefined;
    value = map.get(segment);
    map = value?.type === 'map' ? value.fields : undefined;
  }
  return value;
}

/** Returns a copy of `fields` with the value at the path set (creating or replacing parent maps). */
export function setField(fields: FsMap, segments: readonly string[], value: FsValue): FsMap {
  const [head, ...rest] = segments;
  if (head === undefined) return fields;
  const out = new Map(fields);
  if (rest.length === 0) {
    out.set(head, value);
  } else {
    const child = fields.get(head);
    const childFields = child?.type === 'map' ? child.fields : new Map<string, FsValue>();
    out.set(head, { type: 'map', fields: setField(childFields, rest, value) });
  }
  return out;
}

/** Returns a copy of `fields` without the value at the path (unchanged if it is absent). */
export function deleteField(fields: FsMap, segments: readonly string[]): FsMap {
  const [head, ...rest] = segments;
  if (head === undefined || !fields.has(head)) return fields;
  const out = new Map(fields);
  if (rest.length === 0) {
    out.delete(head);
  } else {
    const child = fields.get(head);
    if (child?.type !== 'map') return fields;
    out.set(head, { type: 'map', fields: deleteField(child.fields, rest) });
  }
  return out;
}

/** Keeps only the given paths (a projection / document mask). */
export function projectFields(fields: FsMap, paths: readonly string[]): FsMap {
  let out: FsMap = new Map();
  for (const path of paths) {
    if (path === '__name__') continue;
    const segments = parseFieldPath(path);
    const value = getField(fields, segments);
    if (value !== undefined) out = setField(out, segments, value);
  }
  return out;
}

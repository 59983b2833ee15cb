import {
  StructuredQueryCompositeFilterOperator as CompositeOp,
  StructuredQueryFieldFilterOperator as FieldOp,
  type StructuredQuery,
  type StructuredQueryFilter,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import { GrpcError } from './grpc-error';
import type { StoredDoc } from './store';
import { compareStrings, type FsMap, type FsValue } from './values';

// Production Firestore's hard limits (https://firebase.google.com/docs/firestore/quotas and
// https://firebase.google.com/docs/firestore/query-data/queries#query_limitations).

/** Maximum number of disjunctions of a query's filter in disjunctive normal form. */
export const MAX_DISJUNCTIONS = 30;
/** Maximum number of values of an `in` or `array-contains-any` filter. */
export const MAX_IN_VALUES = 30;
/** Maximum number of values of a `not-in` filter. */
export const MAX_NOT_IN_VALUES = 10;
/** Maximum size of a document (1 MiB), counted as storage-size.md describes. */
export const MAX_DOCUMENT_BYTES = 1_048_576;
/** Maximum number of index entries of a document. */
export const MAX_INDEX_ENTRIES = 40_000;
/** Maximum size of a field name, in UTF-8 bytes. */
export const MAX_FIELD_NAME_BYTES = 1_500;
/** Maximum depth of fields in a map or array (each map or array value adds one level). */
export const MAX_DEPTH = 20;

const OP_NAMES: Partial<Record<FieldOp, string>> = {
  [FieldOp.IN]: 'IN',
  [FieldOp.NOT_IN]: 'NOT_IN',
  [FieldOp.ARRAY_CONTAINS_ANY]: 'ARRAY_CONTAINS_ANY',
};

const invalid = (message: string) => new GrpcError('INVALID_ARGUMENT', message);

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------

interface FilterFacts {
  notIn: number;
  notEqual: number;
  /** `in` or `array-contains-any` filters. */
  disjunctive: string[];
  /** OR composite filters with more than one operand. */
  or: number;
}

/**
 * Refuses a query that production Firestore refuses for its filter's shape: too many `in` /
 * `array-contains-any` / `not-in` values (or none), more than 30 disjunctions in disjunctive normal
 * form, more than one `array-contains`/`array-contains-any` in one disjunction, and `not-in` mixed
 * with `in`, `array-contains-any`, `or` or `!=`.
 */
export function checkQueryLimits(query: StructuredQuery): void {
  if (!query.has_where) return;
  const facts: FilterFacts = { notIn: 0, notEqual: 0, disjunctive: [], or: 0 };
  collectFacts(query.where, facts);

  if (facts.notIn > 0) {
    if (facts.notIn > 1) {
      throw invalid("Invalid query. You cannot use more than one 'not-in' filter.");
    }
    if (facts.notEqual > 0) {
      throw invalid("Invalid query. You cannot use 'not-in' filters with '!=' filters.");
    }
    const [other] = facts.disjunctive;
    if (other) {
      throw invalid(`Invalid query. You cannot use 'not-in' filters with '${other}' filters.`);
    }
    if (facts.or > 0) {
      throw invalid("Invalid query. You cannot use 'not-in' filters with 'or' filters.");
    }
  }

  const disjunctions = countDisjunctions(query.where);
  if (disjunctions > MAX_DISJUNCTIONS) {
    throw invalid(
      `Invalid query. The query's filter has ${disjunctions} disjunctions in disjunctive normal ` +
        `form (an 'in' or 'array-contains-any' of n values counts n); Firestore allows at most ` +
        `${MAX_DISJUNCTIONS}.`,
    );
  }

  // Bounded by the count above: each term is one conjunction, `in`/`array-contains-any` kept whole.
  for (const term of dnfTerms(query.where)) {
    if (term.arrayContains > 1) {
      throw invalid(
        'Invalid query. You can use at most one array-contains or array-contains-any filter per ' +
          'disjunction.',
      );
    }
  }
}

function collectFacts(filter: StructuredQueryFilter, facts: FilterFacts): void {
  switch (filter.filter_type) {
    case 'composite_filter': {
      const { op, filters } = filter.composite_filter;
      if (op === CompositeOp.OR && filters.length > 1) facts.or += 1;
      for (const child of filters) collectFacts(child, facts);
      return;
    }
    case 'field_filter': {
      const { op, value } = filter.field_filter;
      if (op === FieldOp.NOT_EQUAL) facts.notEqual += 1;
      const name = OP_NAMES[op];
      if (!name) return;
      if (value.value_type !== 'array_value') {
        throw invalid(`'${name}' requires an ArrayValue.`);
      }
      const count = value.array_value.values.length;
      if (count === 0) throw invalid(`'${name}' requires a non-empty ArrayValue.`);
      const max = op === FieldOp.NOT_IN ? MAX_NOT_IN_VALUES : MAX_IN_VALUES;
      if (count > max) throw invalid(`'${name}' supports up to ${max} comparison values.`);
      if (op === FieldOp.NOT_IN) facts.notIn += 1;
      else facts.disjunctive.push(op === FieldOp.IN ? 'in' : 'array-contains-any');
      return;
    }
    default:
      return;
  }
}

/** The number of conjunctions of the filter's disjunctive normal form (ORs add, ANDs multiply). */
function countDisjunctions(filter: StructuredQueryFilter): number {
  switch (filter.filter_type) {
    case 'composite_filter': {
      const { op, filters } = filter.composite_filter;
      if (filters.length === 0) return 1;
      const counts = filters.map(countDisjunctions);
      return op === CompositeOp.OR
        ? counts.reduce((a, b) => a + b, 0)
        : counts.reduce((a, b) => a * b, 1);
    }
    case 'field_filter': {
      const { op, value } = filter.field_filter;
      const expands = op === FieldOp.IN || op === FieldOp.ARRAY_CONTAINS_ANY;
      return expands && value.value_type === 'array_value'
        ? Math.max(1, value.array_value.values.length)
        : 1;
    }
    default:
      return 1;
  }
}

interface Term {
  /** `array-contains` and `array-contains-any` filters in this conjunction. */
  arrayContains: number;
}

/** The conjunctions of the filter's DNF, with `in`/`array-contains-any` as single atoms. */
function dnfTerms(filter: StructuredQueryFilter): Term[] {
  switch (filter.filter_type) {
    case 'composite_filter': {
      const { op, filters } = filter.composite_filter;
      if (filters.length === 0) return [{ arrayContains: 0 }];
      const children = filters.map(dnfTerms);
      if (op === CompositeOp.OR) return children.flat();
      let terms: Term[] = [{ arrayContains: 0 }];
      for (const child of children) {
        terms = terms.flatMap((a) =>
          child.map((b) => ({ arrayContains: a.arrayContains + b.arrayContains })),
        );
      }
      return terms;
    }
    case 'field_filter': {
      const { op } = filter.field_filter;
      const array = op === FieldOp.ARRAY_CONTAINS || op === FieldOp.ARRAY_CONTAINS_ANY;
      return [{ arrayContains: array ? 1 : 0 }];
    }
    default:
      return [{ arrayContains: 0 }];
  }
}

// ---------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------

const utf8Bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/** String size: UTF-8 bytes + 1. */
const stringSize = (s: string) => utf8Bytes(s) + 1;

/** The path of a resource name below `…/documents/`. */
function documentPath(name: string): string {
  const marker = '/documents/';
  const at = name.indexOf(marker);
  return at < 0 ? name : name.slice(at + marker.length);
}

/** Document name size: each collection and document id of the path (string size) + 16. */
export function documentNameSize(name: string): number {
  let size = 16;
  for (const segment of documentPath(name).split('/')) size += stringSize(segment);
  return size;
}

function isVector(fields: FsMap): boolean {
  const marker = fields.get('__type__');
  return marker?.type === 'string' && marker.value === '__vector__';
}

/** A field value's size, by type, as https://firebase.google.com/docs/firestore/storage-size lists it. */
export function valueSize(value: FsValue): number {
  switch (value.type) {
    case 'null':
    case 'boolean':
      return 1;
    case 'integer':
    case 'double':
    case 'timestamp':
      return 8;
    case 'geopoint':
      return 16;
    case 'string':
      return stringSize(value.value);
    case 'bytes':
      return value.value.length;
    case 'reference':
      return documentNameSize(value.value);
    case 'array': {
      let size = 0;
      for (const element of value.values) size += valueSize(element);
      return size;
    }
    case 'map': {
      if (isVector(value.fields)) {
        const inner = value.fields.get('value');
        return 8 * (inner?.type === 'array' ? inner.values.length : 0);
      }
      return fieldsSize(value.fields);
    }
  }
}

function fieldsSize(fields: FsMap): number {
  let size = 0;
  for (const [key, value] of fields) size += stringSize(key) + valueSize(value);
  return size;
}

/** Document size: name size + every field (name string size + value size) + 32. */
export function documentSize(doc: Pick<StoredDoc, 'name' | 'fields'>): number {
  return documentNameSize(doc.name) + fieldsSize(doc.fields) + 32;
}

/** A key equal for values Firestore treats as the same index value (1 and 1.0, -0 and 0). */
function indexKey(value: FsValue): string {
  switch (value.type) {
    case 'null':
      return 'z';
    case 'boolean':
      return value.value ? 'b1' : 'b0';
    case 'integer':
    case 'double':
      return `n${value.value === 0 ? 0 : value.value}`;
    case 'timestamp':
      return `t${value.seconds}.${value.nanos}`;
    case 'string':
      return `s${JSON.stringify(value.value)}`;
    case 'bytes':
      return `y${Buffer.from(value.value).toString('base64')}`;
    case 'reference':
      return `r${JSON.stringify(value.value)}`;
    case 'geopoint':
      return `g${value.latitude},${value.longitude}`;
    case 'array':
      return `a[${value.values.map(indexKey).join(',')}]`;
    case 'map': {
      const keys = [...value.fields.keys()].sort(compareStrings);
      const parts = keys.map(
        (k) => `${JSON.stringify(k)}:${indexKey(value.fields.get(k) as FsValue)}`,
      );
      return `m{${parts.join(',')}}`;
    }
  }
}

/**
 * The document's entries in the automatic single-field indexes (no exemptions: the emulator does
 * not read `fieldOverrides`, and composite indexes are not counted): an ascending and a descending
 * entry for every non-array, non-map field and map subfield, and one array-contains entry per
 * distinct element of every array field or subfield.
 */
export function indexEntryCount(fields: FsMap): number {
  let count = 0;
  for (const value of fields.values()) {
    if (value.type === 'map' && !isVector(value.fields)) {
      count += indexEntryCount(value.fields);
    } else if (value.type === 'array') {
      count += new Set(value.values.map(indexKey)).size;
    } else {
      count += 2;
    }
  }
  return count;
}

function displayPath(segments: readonly string[]): string {
  return segments
    .map((s) => (/^[A-Za-z_][A-Za-z_0-9]*$/.test(s) ? s : `\`${s.replace(/[`\\]/g, '\\$&')}\``))
    .join('.');
}

const shorten = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);

/** Field names longer than 1,500 bytes and map/array nesting deeper than 20 levels. */
function checkFields(name: string, fields: FsMap, path: string[], depth: number): void {
  for (const [key, value] of fields) {
    if (utf8Bytes(key) > MAX_FIELD_NAME_BYTES) {
      throw invalid(
        `Document '${name}' cannot be written because the field name '${shorten(key)}' is longer ` +
          `than ${MAX_FIELD_NAME_BYTES.toLocaleString('en-US')} bytes.`,
      );
    }
    path.push(key);
    checkValue(name, value, path, depth);
    path.pop();
  }
}

/** `path` is the value's field path, pushed and popped as the walk goes (no copies). */
function checkValue(name: string, value: FsValue, path: string[], depth: number): void {
  if (value.type !== 'map' && value.type !== 'array') return;
  const level = depth + 1;
  if (level > MAX_DEPTH) {
    throw invalid(
      `Document '${name}' cannot be written because the field '${shorten(displayPath(path))}' ` +
        `is nested more than ${MAX_DEPTH} levels deep (maps and arrays add one level each).`,
    );
  }
  if (value.type === 'map') {
    checkFields(name, value.fields, path, level);
    return;
  }
  value.values.forEach((element, i) => {
    if (element.type !== 'map' && element.type !== 'array') return;
    path.push(String(i));
    checkValue(name, element, path, level);
    path.pop();
  });
}

/**
 * Refuses documents production Firestore would not store: over 1 MiB, over 40,000 index entries,
 * a field name over 1,500 bytes, or nesting deeper than 20 levels. `changes` are the documents a
 * commit would write (after transforms); deletions (`after` undefined) are skipped.
 */
export function checkDocumentLimits(
  changes: readonly { readonly after: Pick<StoredDoc, 'name' | 'fields'> | undefined }[],
): void {
  for (const { after } of changes) {
    if (!after) continue;
    checkFields(after.name, after.fields, [], 0);
    const size = documentSize(after);
    if (size > MAX_DOCUMENT_BYTES) {
      throw invalid(
        `Document '${after.name}' cannot be written because its size ` +
          `(${size.toLocaleString('en-US')} bytes) exceeds the maximum allowed size of ` +
          `${MAX_DOCUMENT_BYTES.toLocaleString('en-US')} bytes.`,
      );
    }
    const entries = indexEntryCount(after.fields);
    if (entries > MAX_INDEX_ENTRIES) {
      throw invalid(
        `too many index entries for entity: document '${after.name}' has ` +
          `${entries.toLocaleString('en-US')} single-field index entries; the maximum is ` +
          `${MAX_INDEX_ENTRIES.toLocaleString('en-US')}.`,
      );
    }
  }
}

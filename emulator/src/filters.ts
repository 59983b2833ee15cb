import {
  StructuredQueryCompositeFilterOperator as CompositeOp,
  StructuredQueryFieldFilterOperator as FieldOp,
  StructuredQueryUnaryFilterOperator as UnaryOp,
  type StructuredQueryFilter,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import { getField, parseFieldPath } from './field-path';
import { GrpcError } from './grpc-error';
import type { StoredDoc } from './store';
import {
  compareValues,
  fromProto,
  isNaNValue,
  typeOrder,
  valuesEqual,
  type FsValue,
} from './values';

export type DocPredicate = (doc: StoredDoc) => boolean;

/** Reads a field (or `__name__`, the document's reference) from a document. */
export function fieldReader(path: string): (doc: StoredDoc) => FsValue | undefined {
  if (path === '__name__') return (doc) => ({ type: 'reference', value: doc.name });
  const segments = parseFieldPath(path);
  return (doc) => getField(doc.fields, segments);
}

const INEQUALITY_OPS = new Set<number>([
  FieldOp.LESS_THAN,
  FieldOp.LESS_THAN_OR_EQUAL,
  FieldOp.GREATER_THAN,
  FieldOp.GREATER_THAN_OR_EQUAL,
  FieldOp.NOT_EQUAL,
  FieldOp.NOT_IN,
]);

/**
 * Compiles a structured-query filter (field, unary, nested AND/OR) to a predicate, collecting the
 * fields with inequality filters (which Firestore implicitly orders by) into `inequalities`.
 */
export function compileFilter(
  filter: StructuredQueryFilter,
  inequalities: Set<string>,
): DocPredicate {
  switch (filter.filter_type) {
    case 'composite_filter': {
      const children = filter.composite_filter.filters.map((f) => compileFilter(f, inequalities));
      if (filter.composite_filter.op === CompositeOp.OR) {
        return (doc) => children.length === 0 || children.some((child) => child(doc));
      }
      if (filter.composite_filter.op !== CompositeOp.AND) {
        throw new GrpcError('INVALID_ARGUMENT', 'A composite filter needs an operator.');
      }
      return (doc) => children.every((child) => child(doc));
    }
    case 'field_filter': {
      const { field, op } = filter.field_filter;
      if (INEQUALITY_OPS.has(op)) inequalities.add(field.field_path);
      const read = fieldReader(field.field_path);
      const test = fieldTest(op, fromProto(filter.field_filter.value));
      return (doc) => {
        const value = read(doc);
        return value !== undefined && test(value);
      };
    }
    case 'unary_filter': {
      const { field, op } = filter.unary_filter;
      if (op === UnaryOp.IS_NOT_NULL || op === UnaryOp.IS_NOT_NAN) {
        inequalities.add(field.field_path);
      }
      const read = fieldReader(field.field_path);
      const test = unaryTest(op);
      return (doc) => {
        const value = read(doc);
        return value !== undefined && test(value);
      };
    }
    default:
      throw new GrpcError(
        'INVALID_ARGUMENT',
        'A filter must be a field, unary or composite filter.',
      );
  }
}

function rangeTest(operand: FsValue, accept: (order: number) => boolean) {
  const order = typeOrder(operand);
  if (isNaNValue(operand)) return () => false;
  return (value: FsValue) =>
    typeOrder(value) === order && !isNaNValue(value) && accept(compareValues(value, operand));
}

function arrayOperand(operand: FsValue, op: string): readonly FsValue[] {
  if (operand.type !== 'array') {
    throw new GrpcError('INVALID_ARGUMENT', `A '${op}' filter needs an array value.`);
  }
  return operand.values;
}

/** `in [null]` and `in [NaN]` match nothing in Firestore (null and NaN need IS_NULL / IS_NAN). */
const matchable = (value: FsValue) => value.type !== 'null' && !isNaNValue(value);

function fieldTest(op: FieldOp, operand: FsValue): (value: FsValue) => boolean {
  const contains = (values: readonly FsValue[], v: FsValue) =>
    values.some((x) => valuesEqual(x, v));
  switch (op) {
    case FieldOp.LESS_THAN:
      return rangeTest(operand, (c) => c < 0);
    case FieldOp.LESS_THAN_OR_EQUAL:
      return rangeTest(operand, (c) => c <= 0);
    case FieldOp.GREATER_THAN:
      return rangeTest(operand, (c) => c > 0);
    case FieldOp.GREATER_THAN_OR_EQUAL:
      return rangeTest(operand, (c) => c >= 0);
    case FieldOp.EQUAL:
      return (value) => valuesEqual(value, operand);
    case FieldOp.NOT_EQUAL:
      return (value) => value.type !== 'null' && !valuesEqual(value, operand);
    case FieldOp.ARRAY_CONTAINS:
      return (value) => value.type === 'array' && contains(value.values, operand);
    case FieldOp.IN: {
      const options = arrayOperand(operand, 'in').filter(matchable);
      return (value) => contains(options, value);
    }
    case FieldOp.ARRAY_CONTAINS_ANY: {
      const options = arrayOperand(operand, 'array-contains-any').filter(matchable);
      return (value) => value.type === 'array' && value.values.some((v) => contains(options, v));
    }
    case FieldOp.NOT_IN: {
      const options = arrayOperand(operand, 'not-in');
      if (options.some((v) => v.type === 'null')) return () => false;
      return (value) => value.type !== 'null' && !contains(options, value);
    }
    default:
      throw new GrpcError('INVALID_ARGUMENT', `Unsupported field filter operator ${op}.`);
  }
}

function unaryTest(op: UnaryOp): (value: FsValue) => boolean {
  switch (op) {
    case UnaryOp.IS_NULL:
      return (value) => value.type === 'null';
    case UnaryOp.IS_NOT_NULL:
      return (value) => value.type !== 'null';
    case UnaryOp.IS_NAN:
      return isNaNValue;
    case UnaryOp.IS_NOT_NAN:
      return (value) => value.type !== 'null' && !isNaNValue(value);
    default:
      throw new GrpcError('INVALID_ARGUMENT', `Unsupported unary filter operator ${op}.`);
  }
}

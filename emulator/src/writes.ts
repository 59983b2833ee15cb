import type { Precondition } from '@firestore-emulator/proto/dist/google/firestore/v1/common';
import {
  DocumentTransformFieldTransformServerValue as ServerValue,
  type DocumentTransformFieldTransform,
  type Write,
} from '@firestore-emulator/proto/dist/google/firestore/v1/write';
import { tsObject } from './documents';
import { deleteField, getField, parseFieldPath, setField } from './field-path';
import { GrpcError } from './grpc-error';
import { checkDocumentLimits } from './limits';
import { assertDocumentName } from './resource-names';
import { verifyTarget } from './verify-writes';
import type { DocChange, DocumentStore, StoredDoc } from './store';
import {
  compareTs,
  compareValues,
  fromProto,
  fromProtoFields,
  isNaNValue,
  isNumber,
  NULL,
  toObject,
  valuesEqual,
  type FsMap,
  type FsValue,
  type Ts,
  type ValueObject,
} from './values';

export interface WriteResultObject {
  /** Absent after a delete; the previous update time when the write changed nothing. */
  update_time?: { seconds: number; nanos: number };
  transform_results: ValueObject[];
}

export interface WritePlan {
  /** One change per document (several writes to one document are folded together). */
  changes: DocChange[];
  results: WriteResultObject[];
}

/** The document a write targets. */
export function writeTarget(write: Write): string {
  let name = verifyTarget(write) ?? '';
  switch (write.operation) {
    case 'update':
      name = write.update.name;
      break;
    case 'delete':
      name = write.delete;
      break;
    case 'transform':
      name = write.transform.document;
      break;
    default:
      if (name === '')
        throw new GrpcError(
          'INVALID_ARGUMENT',
          'A write must be an update, a delete, a transform or a verify.',
        );
  }
  assertDocumentName(name);
  return name;
}

/**
 * Validates every write (preconditions, transforms) against the current data plus the earlier
 * writes of the same batch, and computes the resulting documents without touching the store.
 * Throws on the first invalid write, so nothing of a failing batch is ever applied.
 */
export function planWrites(store: DocumentStore, writes: readonly Write[], time: Ts): WritePlan {
  const original = new Map<string, StoredDoc | undefined>();
  const latest = new Map<string, StoredDoc | undefined>();
  const results: WriteResultObject[] = [];
  const targets: string[] = [];
  for (const write of writes) {
    const name = writeTarget(write);
    targets.push(name);
    if (!original.has(name)) original.set(name, store.get(name));
    const deletedHere = latest.has(name) && latest.get(name) === undefined;
    const current = latest.has(name) ? latest.get(name) : original.get(name);
    if (verifyTarget(write) !== undefined) {
      checkPrecondition(name, current, write.current_document);
      results.push({ update_time: tsObject(time), transform_results: [] });
      continue;
    }
    if (deletedHere && write.operation !== 'delete' && requiresExisting(write)) {
      // What the Firebase SDKs' transaction tests expect of Firestore (delete, then update).
      throw new GrpcError(
        'INVALID_ARGUMENT',
        `Cannot update document ${name}: it is deleted earlier in the same commit.`,
      );
    }
    const { after, transformResults } = planWrite(name, current, write, time);
    latest.set(name, after);
    results.push(
      write.operation === 'delete'
        ? { transform_results: [] }
        : { update_time: tsObject(time), transform_results: transformResults },
    );
  }
  const changes = [...latest].map(([name, planned]) => {
    const before = original.get(name);
    // A write that leaves the document as it was keeps its update time (WriteResult.update_time).
    const after = before && planned && sameFields(before.fields, planned.fields) ? before : planned;
    return { name, before, after };
  });
  for (const [i, name] of targets.entries()) {
    const kept = changes.find(
      (c) => c.name === name && c.after !== undefined && c.after === c.before,
    );
    const result = results[i];
    if (kept?.after && result?.update_time) result.update_time = tsObject(kept.after.updateTime);
  }
  checkDocumentLimits(changes);
  return { changes, results };
}

const requiresExisting = (write: Write) =>
  write.has_current_document &&
  write.current_document.condition_type === 'exists' &&
  write.current_document.exists;

/** The same fields with the same values and types (1 and 1.0 differ, NaN equals NaN). */
function sameFields(a: FsMap, b: FsMap): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [key, value] of a) {
    const other = b.get(key);
    if (!other || !sameValue(value, other)) return false;
  }
  return true;
}

function sameValue(a: FsValue, b: FsValue): boolean {
  if (a.type !== b.type) return false;
  if (a.type === 'map') return b.type === 'map' && sameFields(a.fields, b.fields);
  if (a.type === 'array') {
    return (
      b.type === 'array' &&
      a.values.length === b.values.length &&
      a.values.every((v, i) => sameValue(v, b.values[i]!))
    );
  }
  if (a.type === 'double' && b.type === 'double') return Object.is(a.value, b.value);
  return compareValues(a, b) === 0;
}

function planWrite(
  name: string,
  current: StoredDoc | undefined,
  write: Write,
  time: Ts,
): { after: StoredDoc | undefined; transformResults: ValueObject[] } {
  if (write.has_current_document) checkPrecondition(name, current, write.current_document);
  let fields: FsMap;
  let transforms: readonly DocumentTransformFieldTransform[];
  if (write.operation === 'delete') return { after: undefined, transformResults: [] };
  if (write.operation === 'update') {
    const given = fromProtoFields(write.update.fields);
    if (write.has_update_mask) {
      fields = current?.fields ?? new Map();
      for (const path of write.update_mask.field_paths) {
        const segments = parseFieldPath(path);
        const value = getField(given, segments);
        fields =
          value === undefined ? deleteField(fields, segments) : setField(fields, segments, value);
      }
    } else {
      fields = given;
    }
    transforms = write.update_transforms;
  } else {
    fields = current?.fields ?? new Map();
    transforms = write.transform.field_transforms;
  }
  const transformResults: ValueObject[] = [];
  for (const transform of transforms) {
    const segments = parseFieldPath(transform.field_path);
    const { value, result } = applyTransform(getField(fields, segments), transform, time);
    fields = setField(fields, segments, value);
    transformResults.push(toObject(result));
  }
  return {
    after: { name, fields, createTime: current?.createTime ?? time, updateTime: time },
    transformResults,
  };
}

function checkPrecondition(name: string, current: StoredDoc | undefined, pre: Precondition) {
  if (pre.condition_type === 'exists') {
    if (pre.exists && !current) {
      throw new GrpcError('NOT_FOUND', `No document to update: ${name}`);
    }
    if (!pre.exists && current) {
      throw new GrpcError('ALREADY_EXISTS', `Document already exists: ${name}`);
    }
  } else if (pre.condition_type === 'update_time') {
    const expected = { seconds: Number(pre.update_time.seconds), nanos: pre.update_time.nanos };
    if (!current || compareTs(current.updateTime, expected) !== 0) {
      throw new GrpcError(
        'FAILED_PRECONDITION',
        `The document ${name} does not have the expected update time.`,
      );
    }
  }
}

function applyTransform(
  previous: FsValue | undefined,
  transform: DocumentTransformFieldTransform,
  time: Ts,
): { value: FsValue; result: FsValue } {
  switch (transform.transform_type) {
    case 'set_to_server_value': {
      if (transform.set_to_server_value !== ServerValue.REQUEST_TIME) {
        throw new GrpcError('INVALID_ARGUMENT', 'Unsupported server value.');
      }
      const value: FsValue = { type: 'timestamp', seconds: time.seconds, nanos: time.nanos };
      return { value, result: value };
    }
    case 'increment': {
      const operand = numericOperand(transform.increment, 'increment');
      if (!previous || !isNumber(previous)) return { value: operand, result: operand };
      const sum = previous.value + operand.value;
      const value: FsValue =
        previous.type === 'integer' && operand.type === 'integer' && Number.isSafeInteger(sum)
          ? { type: 'integer', value: sum }
          : { type: 'double', value: sum };
      return { value, result: value };
    }
    case 'maximum':
    case 'minimum': {
      const operand = numericOperand(
        transform.transform_type === 'maximum' ? transform.maximum : transform.minimum,
        transform.transform_type,
      );
      if (!previous || !isNumber(previous)) return { value: operand, result: operand };
      // write.proto: "The maximum [minimum] of any numeric value x and NaN is NaN."
      if (isNaNValue(previous)) return { value: previous, result: previous };
      if (isNaNValue(operand)) return { value: operand, result: operand };
      const order = compareValues(operand, previous);
      const keep = transform.transform_type === 'maximum' ? order <= 0 : order >= 0;
      const value = keep ? previous : operand;
      return { value, result: value };
    }
    case 'append_missing_elements': {
      const values = previous?.type === 'array' ? [...previous.values] : [];
      for (const element of transform.append_missing_elements.values.map(fromProto)) {
        if (!values.some((existing) => valuesEqual(existing, element))) values.push(element);
      }
      return { value: { type: 'array', values }, result: NULL };
    }
    case 'remove_all_from_array': {
      const removed = transform.remove_all_from_array.values.map(fromProto);
      const values =
        previous?.type === 'array'
          ? previous.values.filter((v) => !removed.some((r) => valuesEqual(v, r)))
          : [];
      return { value: { type: 'array', values }, result: NULL };
    }
    default:
      throw new GrpcError('INVALID_ARGUMENT', `Unsupported transform on ${transform.field_path}.`);
  }
}

function numericOperand(
  proto: Parameters<typeof fromProto>[0],
  kind: string,
): Extract<FsValue, { type: 'integer' | 'double' }> {
  const operand = fromProto(proto);
  if (!isNumber(operand)) {
    throw new GrpcError('INVALID_ARGUMENT', `The ${kind} transform needs a numeric operand.`);
  }
  return operand;
}

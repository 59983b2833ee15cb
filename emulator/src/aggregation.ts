import type { StructuredAggregationQuery } from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import { fieldReader } from './filters';
import { GrpcError } from './grpc-error';
import { runQuery, type QueryResult } from './query';
import type { DocumentSource, StoredDoc } from './store';
import { isNumber, NULL, type FsValue } from './values';

/** The fields sum() and avg() read. */
export const aggregatedFields = (aggregation: StructuredAggregationQuery): string[] =>
  aggregation.aggregations.flatMap((agg) =>
    agg.operator === 'sum'
      ? [agg.sum.field.field_path]
      : agg.operator === 'avg'
        ? [agg.avg.field.field_path]
        : [],
  );

/** Production's limit of aggregations in one request. */
export const MAX_AGGREGATIONS = 5;

/** count (with up_to), sum and avg over the documents the nested query returns. */
export function runAggregation(
  store: DocumentSource,
  parent: string,
  aggregation: StructuredAggregationQuery,
): Map<string, FsValue> {
  return runAggregationWithStats(store, parent, aggregation).fields;
}

/** The aggregation and what its query read (for query explain). */
export function runAggregationWithStats(
  store: DocumentSource,
  parent: string,
  aggregation: StructuredAggregationQuery,
): { fields: Map<string, FsValue>; query: QueryResult; entries: number } {
  if (!aggregation.has_structured_query) {
    throw new GrpcError('INVALID_ARGUMENT', 'An aggregation needs a structured query.');
  }
  if (aggregation.aggregations.length > MAX_AGGREGATIONS) {
    throw new GrpcError(
      'INVALID_ARGUMENT',
      `Aggregations are limited to ${MAX_AGGREGATIONS} per request, got ${aggregation.aggregations.length}.`,
    );
  }
  const fields = aggregatedFields(aggregation);
  const query = runQuery(store, parent, aggregation.structured_query, {
    unordered: true,
    aggregatedFields: fields,
  });
  const matching = query.docs;
  // Firestore reads the aggregated fields from one index, whose entries exist only for documents
  // that have every one of them: a document lacking one is left out of every aggregation.
  const readers = [...new Set(fields)].map(fieldReader);
  const docs =
    readers.length === 0
      ? matching
      : matching.filter((doc) => readers.every((read) => read(doc) !== undefined));
  const out = new Map<string, FsValue>();
  for (const agg of aggregation.aggregations) {
    switch (agg.operator) {
      case 'count': {
        const upTo = agg.count.has_up_to ? Number(agg.count.up_to.value) : Infinity;
        out.set(agg.alias, { type: 'integer', value: Math.min(docs.length, upTo) });
        break;
      }
      case 'sum':
        out.set(agg.alias, sum(numbers(docs, agg.sum.field.field_path)));
        break;
      case 'avg': {
        const values = numbers(docs, agg.avg.field.field_path);
        const total = values.reduce((acc, v) => acc + v.value, 0);
        out.set(
          agg.alias,
          values.length === 0 ? NULL : { type: 'double', value: total / values.length },
        );
        break;
      }
      default:
        throw new GrpcError('INVALID_ARGUMENT', 'Unsupported aggregation.');
    }
  }
  return { fields: out, query, entries: docs.length };
}

type NumberValue = Extract<FsValue, { type: 'integer' | 'double' }>;

function numbers(docs: readonly StoredDoc[], path: string): NumberValue[] {
  const read = fieldReader(path);
  const out: NumberValue[] = [];
  for (const doc of docs) {
    const value = read(doc);
    if (value && isNumber(value)) out.push(value);
  }
  return out;
}

function sum(values: readonly NumberValue[]): FsValue {
  const total = values.reduce((acc, v) => acc + v.value, 0);
  const integral = values.every((v) => v.type === 'integer') && Number.isSafeInteger(total);
  return integral ? { type: 'integer', value: total } : { type: 'double', value: total };
}

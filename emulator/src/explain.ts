// Query explain (`explain_options` on RunQuery / RunAggregationQuery): the index the query uses
// (PlanSummary) and, with `analyze`, what running it read and billed (ExecutionStats), shaped as
// google/firestore/v1/query_profile.proto and https://firebase.google.com/docs/firestore/query-explain
// describe them.
import {
  StructuredQueryDirection as Direction,
  type StructuredQuery,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import { nameDirection, type IndexField } from './indexes/index-file';
import type { Plan } from './indexes/planner';

export interface ExplainStats {
  resultsReturned: number;
  readOperations: number;
  durationNanos: number;
  documentsScanned: number;
  indexEntriesScanned: number;
  documentsBillable: number;
  indexEntriesBillable: number;
  minQueryCost: number;
}

/** ExplainMetrics as plain data: string maps are google.protobuf.Struct values. */
export interface ExplainMetricsData {
  indexesUsed: Record<string, string>[];
  stats?: ExplainStats;
}

const ORDER = { ASCENDING: 'ASC', DESCENDING: 'DESC' } as const;

const describe = (fields: readonly IndexField[]) =>
  `(${fields
    .map((f) => `${f.fieldPath} ${'order' in f ? ORDER[f.order] : f.arrayConfig}`)
    .join(', ')})`;

const withName = (fields: readonly IndexField[]): IndexField[] =>
  fields.at(-1)?.fieldPath === '__name__'
    ? [...fields]
    : [...fields, { fieldPath: '__name__', order: nameDirection(fields) }];

/** The first field a single-field index serves the query on, and its direction. */
function singleField(query: StructuredQuery, aggregated: readonly string[]): IndexField[] {
  const order = query.order_by.find((o) => o.field.field_path !== '__name__');
  if (order) {
    return [
      {
        fieldPath: order.field.field_path,
        order: order.direction === Direction.DESCENDING ? 'DESCENDING' : 'ASCENDING',
      },
    ];
  }
  const filtered = query.has_where ? firstFilterField(query.where) : undefined;
  const field = filtered ?? aggregated[0];
  return field ? [{ fieldPath: field, order: 'ASCENDING' }] : [];
}

function firstFilterField(filter: StructuredQuery['where']): string | undefined {
  switch (filter.filter_type) {
    case 'composite_filter':
      for (const child of filter.composite_filter.filters) {
        const field = firstFilterField(child);
        if (field) return field;
      }
      return undefined;
    case 'field_filter':
      return filter.field_filter.field.field_path === '__name__'
        ? undefined
        : filter.field_filter.field.field_path;
    case 'unary_filter':
      return filter.unary_filter.field.field_path;
    default:
      return undefined;
  }
}

/** PlanSummary.indexes_used, formatted as production formats it. */
export function indexesUsed(
  query: StructuredQuery,
  plan: Plan,
  aggregated: readonly string[] = [],
): Record<string, string>[] {
  const scope = query.from[0]?.all_descendants ? 'Collection group' : 'Collection';
  const entry = (fields: readonly IndexField[]) => ({
    query_scope: scope,
    properties: describe(withName(fields)),
  });
  if (plan.composites.length > 0) return plan.composites.map((index) => entry(index.fields));
  if (plan.merged.length > 0) {
    const fields = [...new Set(plan.merged.flat())];
    return fields.map((fieldPath) => entry([{ fieldPath, order: 'ASCENDING' }]));
  }
  return [entry(singleField(query, aggregated))];
}

const struct = (data: Record<string, unknown>): object => ({
  fields: Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      typeof value === 'object' && value !== null
        ? { struct_value: struct(value as Record<string, unknown>) }
        : { string_value: String(value) },
    ]),
  ),
});

function debugStats(stats: ExplainStats) {
  return {
    documents_scanned: String(stats.documentsScanned),
    index_entries_scanned: String(stats.indexEntriesScanned),
    billing_details: {
      documents_billable: String(stats.documentsBillable),
      index_entries_billable: String(stats.indexEntriesBillable),
      small_ops: '0',
      min_query_cost: String(stats.minQueryCost),
    },
  };
}

const duration = (nanos: number) => ({
  seconds: Math.floor(nanos / 1e9),
  nanos: Math.round(nanos % 1e9),
});

/** `explain_metrics` for a gRPC response's `fromObject`. */
export function explainMetricsObject(metrics: ExplainMetricsData) {
  return {
    plan_summary: { indexes_used: metrics.indexesUsed.map(struct) },
    ...(metrics.stats
      ? {
          execution_stats: {
            results_returned: metrics.stats.resultsReturned,
            read_operations: metrics.stats.readOperations,
            execution_duration: duration(metrics.stats.durationNanos),
            debug_stats: struct(debugStats(metrics.stats)),
          },
        }
      : {}),
  };
}

/** `explainMetrics` in the REST API's JSON mapping. */
export function explainMetricsJson(metrics: ExplainMetricsData) {
  return {
    planSummary: { indexesUsed: metrics.indexesUsed },
    ...(metrics.stats
      ? {
          executionStats: {
            resultsReturned: String(metrics.stats.resultsReturned),
            executionDuration: `${(metrics.stats.durationNanos / 1e9).toFixed(9)}s`,
            readOperations: String(metrics.stats.readOperations),
            debugStats: debugStats(metrics.stats),
          },
        }
      : {}),
  };
}

/** What a query (documents returned, offset skipped) read and billed. */
export function queryStats(
  returned: number,
  skipped: number,
  scanned: number,
  durationNanos: number,
): ExplainStats {
  const documents = returned + skipped;
  // A query is billed at least one read, even when it returns nothing.
  const minQueryCost = documents === 0 ? 1 : 0;
  return {
    resultsReturned: returned,
    readOperations: documents + minQueryCost,
    durationNanos,
    documentsScanned: documents,
    indexEntriesScanned: scanned,
    documentsBillable: documents,
    indexEntriesBillable: 0,
    minQueryCost,
  };
}

/** An aggregation reads index entries, billed one read per 1,000 (at least one). */
export function aggregationStats(entries: number, durationNanos: number): ExplainStats {
  const reads = Math.max(1, Math.ceil(entries / 1000));
  return {
    resultsReturned: 1,
    readOperations: reads,
    durationNanos,
    documentsScanned: 0,
    indexEntriesScanned: entries,
    documentsBillable: 0,
    indexEntriesBillable: entries,
    minQueryCost: entries === 0 ? 1 : 0,
  };
}

/** Nanoseconds since `start` (from `process.hrtime.bigint()`). */
export const elapsedNanos = (start: bigint) => Number(process.hrtime.bigint() - start);

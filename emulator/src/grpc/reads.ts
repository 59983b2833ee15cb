// Reads, plain or in a transaction (transactional-reads.ts): BatchGetDocuments, RunQuery,
// RunAggregationQuery.
import {
  RunAggregationQueryResponse,
  RunQueryResponse,
  type BatchGetDocumentsRequest,
  type BatchGetDocumentsResponse,
  type RunAggregationQueryRequest,
  type RunQueryRequest,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import type { ServerWritableStream } from '@grpc/grpc-js';
import { aggregatedFields, runAggregationWithStats } from '../aggregation';
import { tsObject } from '../documents';
import {
  aggregationStats,
  elapsedNanos,
  explainMetricsObject,
  indexesUsed,
  queryStats,
} from '../explain';
import { runQuery as runStructuredQuery } from '../query';
import { assertDatabaseName, assertDocumentName, assertParentName } from '../resource-names';
import { toObject } from '../values';
import { encodeBatchGetResponse, encodeDocument, encodeRunQueryResponse } from '../wire';
import { encoded, maskOf, type ServiceContext } from './context';

export async function batchGetDocuments(
  ctx: ServiceContext,
  call: ServerWritableStream<BatchGetDocumentsRequest, BatchGetDocumentsResponse>,
): Promise<void> {
  const { documents: names } = call.request;
  names.forEach(assertDocumentName);
  assertDatabaseName(call.request.database);
  const caller = ctx.caller(call);
  for (const name of names) ctx.security.checkGet(caller, name, ctx.store);
  const read = ctx.read(call, call.request);
  await read.lockDocuments(names);
  const source = ctx.store.at(read.readTime);
  const readTime = read.readTime ?? ctx.clock.now();
  const mask = maskOf(call.request);
  const transaction = read.newTransactionId;
  if (names.length > 0) ctx.usage.read(names.length);
  names.forEach((name, i) => {
    const doc = source.get(name);
    call.write(
      encoded<BatchGetDocumentsResponse>(
        encodeBatchGetResponse({
          ...(doc ? { found: encodeDocument(doc, mask) } : { missing: name }),
          readTime,
          transaction: i === 0 ? transaction : undefined,
        }),
      ),
    );
  });
  if (names.length === 0 && transaction) {
    call.write(
      encoded<BatchGetDocumentsResponse>(encodeBatchGetResponse({ transaction, readTime })),
    );
  }
}

export async function runQuery(
  ctx: ServiceContext,
  call: ServerWritableStream<RunQueryRequest, RunQueryResponse>,
): Promise<void> {
  const { parent, structured_query: query } = call.request;
  const explain = call.request.has_explain_options ? call.request.explain_options : undefined;
  assertParentName(parent);
  ctx.security.checkList(ctx.caller(call), parent, query, ctx.store);
  const read = ctx.read(call, call.request);
  const source = ctx.store.at(read.readTime);
  const start = process.hrtime.bigint();
  const result = await read.query(() => runStructuredQuery(source, parent, query));
  const readTime = read.readTime ?? ctx.clock.now();
  const transaction = read.newTransactionId;
  if (explain) {
    // Without `analyze`: the plan only, no documents and nothing read.
    const indexes = indexesUsed(query, result.plan);
    if (explain.analyze) {
      ctx.usage.read(result.docs.length, result.skipped);
      result.docs.forEach((doc, i) => {
        call.write(
          encoded<RunQueryResponse>(
            encodeRunQueryResponse({
              document: encodeDocument(doc, result.mask),
              readTime,
              transaction: i === 0 ? transaction : undefined,
            }),
          ),
        );
      });
    }
    const stats = explain.analyze
      ? queryStats(result.docs.length, result.skipped, result.scanned, elapsedNanos(start))
      : undefined;
    call.write(
      RunQueryResponse.fromObject({
        explain_metrics: explainMetricsObject({ indexesUsed: indexes, stats }),
        ...(explain.analyze ? { read_time: tsObject(readTime) } : {}),
        ...(transaction && (!explain.analyze || result.docs.length === 0) ? { transaction } : {}),
      }),
    );
    return;
  }
  ctx.usage.read(result.docs.length, result.skipped);
  if (result.docs.length === 0) {
    call.write(
      encoded<RunQueryResponse>(encodeRunQueryResponse({ readTime, transaction, done: true })),
    );
    return;
  }
  result.docs.forEach((doc, i) => {
    const response = encodeRunQueryResponse({
      document: encodeDocument(doc, result.mask),
      readTime,
      transaction: i === 0 ? transaction : undefined,
      done: i === result.docs.length - 1,
    });
    call.write(encoded<RunQueryResponse>(response));
  });
}

/** In a transaction, an aggregation locks nothing (README, "Not supported"). */
export function runAggregationQuery(
  ctx: ServiceContext,
  call: ServerWritableStream<RunAggregationQueryRequest, RunAggregationQueryResponse>,
): void {
  const { parent, structured_aggregation_query: aggregation } = call.request;
  const explain = call.request.has_explain_options ? call.request.explain_options : undefined;
  assertParentName(parent);
  ctx.security.checkList(ctx.caller(call), parent, aggregation.structured_query, ctx.store);
  const read = ctx.read(call, call.request);
  const start = process.hrtime.bigint();
  const source = ctx.store.at(read.readTime);
  const { fields, query, entries } = runAggregationWithStats(source, parent, aggregation);
  const explainMetrics = explain
    ? explainMetricsObject({
        indexesUsed: indexesUsed(
          aggregation.structured_query,
          query.plan,
          aggregatedFields(aggregation),
        ),
        stats: explain.analyze ? aggregationStats(entries, elapsedNanos(start)) : undefined,
      })
    : undefined;
  if (!explain || explain.analyze) ctx.usage.read(1);
  call.write(
    RunAggregationQueryResponse.fromObject({
      ...(!explain || explain.analyze
        ? {
            result: {
              aggregate_fields: Object.fromEntries([...fields].map(([k, v]) => [k, toObject(v)])),
            },
            read_time: tsObject(read.readTime ?? ctx.clock.now()),
          }
        : {}),
      ...(read.newTransactionId ? { transaction: read.newTransactionId } : {}),
      ...(explainMetrics ? { explain_metrics: explainMetrics } : {}),
    }),
  );
}

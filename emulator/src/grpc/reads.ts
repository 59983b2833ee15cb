// Reads, plain or in a transaction (transactional-reads.ts): BatchGetDocuments, RunQuery,
// RunAggregationQuery.
import {
  RunAggregationQueryResponse,
  type BatchGetDocumentsRequest,
  type BatchGetDocumentsResponse,
  type RunAggregationQueryRequest,
  type RunQueryRequest,
  type RunQueryResponse,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import type { ServerWritableStream } from '@grpc/grpc-js';
import { runAggregation } from '../aggregation';
import { tsObject } from '../documents';
import { GrpcError } from '../grpc-error';
import { runQuery as runStructuredQuery } from '../query';
import { assertDatabaseName, assertDocumentName, assertParentName } from '../resource-names';
import { toObject } from '../values';
import { encodeBatchGetResponse, encodeDocument, encodeRunQueryResponse } from '../wire';
import { encoded, maskOf, type ServiceContext } from './context';

const explainUnsupported = () =>
  new GrpcError('UNIMPLEMENTED', 'Query explain is not supported by this emulator.');

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
  const readTime = ctx.clock.now();
  const mask = maskOf(call.request);
  const transaction = read.newTransactionId;
  if (names.length > 0) ctx.usage.read(names.length);
  names.forEach((name, i) => {
    const doc = ctx.store.get(name);
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
  if (call.request.has_explain_options) throw explainUnsupported();
  assertParentName(parent);
  ctx.security.checkList(ctx.caller(call), parent, query, ctx.store);
  const read = ctx.read(call, call.request);
  const result = await read.query(() => runStructuredQuery(ctx.store, parent, query));
  const readTime = ctx.clock.now();
  const transaction = read.newTransactionId;
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
  if (call.request.has_explain_options) throw explainUnsupported();
  assertParentName(parent);
  ctx.security.checkList(ctx.caller(call), parent, aggregation.structured_query, ctx.store);
  const read = ctx.read(call, call.request);
  const fields = runAggregation(ctx.store, parent, aggregation);
  ctx.usage.read(1);
  call.write(
    RunAggregationQueryResponse.fromObject({
      result: {
        aggregate_fields: Object.fromEntries([...fields].map(([k, v]) => [k, toObject(v)])),
      },
      read_time: tsObject(ctx.clock.now()),
      ...(read.newTransactionId ? { transaction: read.newTransactionId } : {}),
    }),
  );
}

// Writes, all through the one commit path (commit.ts): Commit, BatchWrite, the Write stream.
import {
  BatchWriteResponse,
  CommitResponse,
  WriteResponse,
  type BatchWriteRequest,
  type CommitRequest,
  type WriteRequest,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import type { ServerDuplexStream, ServerUnaryCall } from '@grpc/grpc-js';
import { tsObject } from '../documents';
import { toServiceError } from '../grpc-error';
import { assertDatabaseName, autoId } from '../resource-names';
import type { ServiceContext } from './context';

export async function commit(
  ctx: ServiceContext,
  call: ServerUnaryCall<CommitRequest, CommitResponse>,
): Promise<CommitResponse> {
  assertDatabaseName(call.request.database);
  const transaction = call.request.transaction;
  const { results, time } = await ctx.commit(
    call,
    call.request.writes,
    transaction.length > 0 ? transaction : undefined,
  );
  return CommitResponse.fromObject({ write_results: results, commit_time: tsObject(time) });
}

/** Each write is applied on its own (BulkWriter semantics): one failing write fails alone. */
export async function batchWrite(
  ctx: ServiceContext,
  call: ServerUnaryCall<BatchWriteRequest, BatchWriteResponse>,
): Promise<BatchWriteResponse> {
  assertDatabaseName(call.request.database);
  const settled = await Promise.all(
    call.request.writes.map((write) =>
      ctx.commit(call, [write], undefined).then(
        ({ results }) => ({ result: results[0] ?? {}, status: { code: 0 } }),
        (error: unknown) => {
          const { code, details } = toServiceError(error);
          return { result: {}, status: { code: code ?? 13, message: details ?? '' } };
        },
      ),
    ),
  );
  return BatchWriteResponse.fromObject({
    write_results: settled.map((s) => s.result),
    status: settled.map((s) => s.status),
  });
}

/**
 * The client SDKs' write stream: a handshake answered with a stream token, then one commit per
 * request, answered in order. A refused or failed commit ends the stream with its status.
 */
export function writeStream(
  ctx: ServiceContext,
  call: ServerDuplexStream<WriteRequest, WriteResponse>,
): void {
  const streamId = autoId();
  let sequence = 0;
  let queue = Promise.resolve();
  let failed = false;
  const token = () => Buffer.from(`${streamId}:${++sequence}`);
  call.on('data', (request: WriteRequest) => {
    queue = queue.then(async () => {
      if (failed) return;
      try {
        if (request.stream_token.length === 0 && request.writes.length === 0) {
          call.write(WriteResponse.fromObject({ stream_id: streamId, stream_token: token() }));
          return;
        }
        const { results, time } = await ctx.commit(call, request.writes, undefined);
        call.write(
          WriteResponse.fromObject({
            stream_token: token(),
            write_results: results,
            commit_time: tsObject(time),
          }),
        );
      } catch (error) {
        failed = true;
        ctx.report('Write', error);
        call.emit('error', toServiceError(error));
      }
    });
  });
  call.on('end', () => {
    void queue.then(() => {
      if (!failed) call.end();
    });
  });
}

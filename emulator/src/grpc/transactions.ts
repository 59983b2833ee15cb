// Explicit transaction begin and end (a read can also begin one: transactional-reads.ts; Commit
// ends one: writes.ts).
import {
  BeginTransactionResponse,
  type BeginTransactionRequest,
  type RollbackRequest,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import { Empty } from '@firestore-emulator/proto/dist/google/protobuf/empty';
import type { ServerUnaryCall } from '@grpc/grpc-js';
import { assertDatabaseName } from '../resource-names';
import type { ServiceContext } from './context';

export function beginTransaction(
  ctx: ServiceContext,
  call: ServerUnaryCall<BeginTransactionRequest, BeginTransactionResponse>,
): BeginTransactionResponse {
  assertDatabaseName(call.request.database);
  const tx = ctx.txs.begin(call.request.has_options ? call.request.options : undefined);
  return BeginTransactionResponse.fromObject({ transaction: tx.id });
}

export function rollback(
  ctx: ServiceContext,
  call: ServerUnaryCall<RollbackRequest, Empty>,
): Empty {
  const tx = ctx.txs.find(call.request.transaction);
  if (tx) ctx.txs.finish(tx, 'rolled-back');
  return new Empty();
}

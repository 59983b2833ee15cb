import type { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write';
import type { Clock } from './clock';
import { GrpcError } from './grpc-error';
import type { Caller, Security } from './security';
import type { DocumentStore } from './store';
import type { Transaction, TransactionManager } from './transactions';
import type { Ts } from './values';
import { planWrites, writeTarget, type WriteResultObject } from './writes';

export type CommitDeps = {
  store: DocumentStore;
  txs: TransactionManager;
  clock: Clock;
  security: Security;
};

/**
 * Locks, validates every write, asks the rules (for a client SDK's writes), then applies all of
 * them at once, or none. Shared by the gRPC service and the REST API.
 */
export async function commitWrites(
  { store, txs, clock, security }: CommitDeps,
  caller: Caller,
  writes: readonly Write[],
  tx: Transaction,
  lock: (tx: Transaction, names: readonly string[]) => Promise<void>,
): Promise<{ results: WriteResultObject[]; time: Ts }> {
  const names = writes.map(writeTarget);
  if (tx.readOnly && writes.length > 0) {
    throw new GrpcError('INVALID_ARGUMENT', 'Cannot modify entities in a read-only transaction.');
  }
  try {
    await lock(tx, names);
    txs.assertActive(tx);
    const time = clock.next();
    const plan = planWrites(store, writes, time);
    security.checkWrites(caller, plan.changes, store, { time, batch: writes.length > 1 });
    store.apply(plan.changes, time);
    txs.finish(tx, 'committed');
    return { results: plan.results, time };
  } finally {
    // A failed commit ends its transaction too, releasing the locks.
    txs.finish(tx, 'rolled-back');
  }
}

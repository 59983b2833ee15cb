// Reads inside a transaction, written once for the gRPC service and the REST API (README,
// "Transactions"): lock for read, a query re-run until all its results are locked, a transaction
// begun lazily by its first read, read-only transactions that never lock.
import type { TransactionOptions } from '@firestore-emulator/proto/dist/google/firestore/v1/common';
import { GrpcError } from './grpc-error';
import type { QueryResult } from './query';
import type { Transaction, TransactionManager } from './transactions';
import type { Ts } from './values';

/** Waits for a transaction's locks on behalf of one request. */
export type Lock = (tx: Transaction, names: readonly string[]) => Promise<void>;

/** How a read is consistent: in a transaction, in one it begins, or neither (plain read). */
export type ReadConsistency =
  { transaction: Uint8Array } | { newTransaction: TransactionOptions | undefined } | undefined;

/** Queries in a transaction re-run until every result is locked; this bounds that loop. */
const MAX_QUERY_LOCK_ROUNDS = 20;

/**
 * The lock function of one request: if the client gives up (cancel, deadline, closed connection)
 * while it waits, the transactions it waits for are aborted. `whenCancelled` registers the hook.
 */
export function requestLock(
  txs: TransactionManager,
  whenCancelled: (abort: () => void) => void,
): Lock {
  const waiting = new Set<Transaction>();
  let hooked = false;
  return async (tx, names) => {
    if (!hooked) {
      hooked = true;
      whenCancelled(() => {
        for (const t of waiting) txs.abort(t, 'the request was cancelled');
      });
    }
    waiting.add(tx);
    try {
      await txs.lock(tx, names);
    } finally {
      waiting.delete(tx);
    }
  };
}

/** One read request's transaction, if it has one. */
export class TransactionalRead {
  readonly tx: Transaction | undefined;
  /** Whether this read began the transaction (its id then goes back with the first response). */
  readonly isNew: boolean;

  constructor(
    private readonly txs: TransactionManager,
    consistency: ReadConsistency,
    private readonly lock: Lock,
    /** The request's own `read_time`, if it has one. */
    private readonly requestReadTime?: Ts,
  ) {
    if (consistency && 'transaction' in consistency) {
      this.tx = txs.lookup(consistency.transaction);
      this.isNew = false;
    } else if (consistency) {
      this.tx = txs.begin(consistency.newTransaction);
      this.isNew = true;
    } else {
      this.isNew = false;
    }
  }

  /** The time to read at: the request's `read_time`, or its read-only transaction's. */
  get readTime(): Ts | undefined {
    return this.requestReadTime ?? this.tx?.readTime;
  }

  /** The id of the transaction this read began, for its first response. */
  get newTransactionId(): Uint8Array | undefined {
    return this.isNew ? this.tx?.id : undefined;
  }

  /** Locks documents read (existing or not); a transaction begun by this read is dropped if that fails. */
  async lockDocuments(names: readonly string[]): Promise<void> {
    if (!this.tx) return;
    try {
      await this.lock(this.tx, names);
    } catch (error) {
      if (this.isNew) this.txs.abort(this.tx, 'its first read failed');
      throw error;
    }
  }

  /**
   * Runs a query; in a read-write transaction locks what it returns, then re-runs it (the results
   * may have changed meanwhile) until every result is locked.
   */
  async query(run: () => QueryResult): Promise<QueryResult> {
    let result = run();
    const tx = this.tx;
    if (!tx || tx.readOnly) return result;
    for (let round = 0; ; round++) {
      const unlocked = result.docs.filter((doc) => !tx.locks.has(doc.name));
      if (unlocked.length === 0) return result;
      if (round >= MAX_QUERY_LOCK_ROUNDS) {
        this.txs.abort(tx, 'the query results kept changing');
        throw new GrpcError('ABORTED', 'Transaction aborted: the query results kept changing.');
      }
      await this.lockDocuments(unlocked.map((doc) => doc.name));
      result = run();
    }
  }
}

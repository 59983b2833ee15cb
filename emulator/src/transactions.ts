import { randomBytes } from 'node:crypto';
import type { TransactionOptions } from '@firestore-emulator/proto/dist/google/firestore/v1/common';
import { GrpcError } from './grpc-error';
import type { Ts } from './values';

type TxState = 'active' | 'committed' | 'rolled-back' | 'aborted';

interface Waiter {
  readonly tx: Transaction;
  readonly entry: LockEntry;
  readonly promise: Promise<void>;
  resolve: () => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

interface LockEntry {
  readonly path: string;
  holder?: Transaction;
  readonly queue: Waiter[];
}

export class Transaction {
  state: TxState = 'active';
  abortReason = '';
  readonly locks = new Set<string>();
  readonly waits = new Set<Waiter>();
  lastActive = Date.now();
  finishedAt = 0;
  /** A read-only transaction's read time: every read sees the documents as they were then. */
  readTime: Ts | undefined;

  constructor(
    readonly id: Uint8Array,
    readonly readOnly: boolean,
  ) {}

  get key(): string {
    return Buffer.from(this.id).toString('hex');
  }
}

export interface TransactionTimeouts {
  /** How long a request may wait for a lock before its transaction is aborted. */
  lockWaitMs: number;
  /** How long an unused transaction keeps its locks. */
  idleMs: number;
}

const expired = () =>
  new GrpcError(
    'INVALID_ARGUMENT',
    'The referenced transaction has expired or is no longer valid.',
  );

/**
 * Pessimistic concurrency like production Firestore with server SDKs: documents read or written
 * in a read-write transaction are locked (exclusively) until it commits or rolls back. Waiters are
 * served first come, first served; a deadlock or a wait longer than `lockWaitMs` aborts the waiting
 * transaction with ABORTED, which the SDKs retry.
 */
export class TransactionManager {
  private readonly transactions = new Map<string, Transaction>();
  private readonly locks = new Map<string, LockEntry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly timeouts: TransactionTimeouts) {
    const every = Math.max(50, Math.min(5000, timeouts.idleMs / 4));
    this.sweeper = setInterval(() => this.sweep(), every);
    this.sweeper.unref();
  }

  begin(options?: TransactionOptions): Transaction {
    const readOnly = options?.mode === 'read_only';
    if (options?.mode === 'read_write' && options.read_write.retry_transaction.length > 0) {
      // The SDK rolls back a failed attempt without waiting; make sure the retry never queues
      // behind its own previous attempt.
      const previous = this.find(options.read_write.retry_transaction);
      if (previous) this.finish(previous, 'rolled-back');
    }
    const tx = new Transaction(randomBytes(16), readOnly);
    if (readOnly && options.read_only.has_read_time) {
      const { seconds, nanos } = options.read_only.read_time;
      tx.readTime = { seconds: Number(seconds), nanos };
    }
    this.transactions.set(tx.key, tx);
    return tx;
  }

  /** A short-lived lock owner for a non-transactional write. */
  internal(): Transaction {
    return new Transaction(randomBytes(16), false);
  }

  find(id: Uint8Array): Transaction | undefined {
    return this.transactions.get(Buffer.from(id).toString('hex'));
  }

  lookup(id: Uint8Array): Transaction {
    const tx = this.find(id);
    if (!tx) throw expired();
    this.assertActive(tx);
    tx.lastActive = Date.now();
    return tx;
  }

  assertActive(tx: Transaction): void {
    if (tx.state === 'aborted')
      throw new GrpcError('ABORTED', `Transaction aborted: ${tx.abortReason}`);
    if (tx.state !== 'active') throw expired();
  }

  /** Locks the documents for `tx`, in path order; resolves once all are held. */
  async lock(tx: Transaction, paths: Iterable<string>): Promise<void> {
    if (tx.readOnly) return;
    const missing = [...new Set(paths)].filter((path) => !tx.locks.has(path)).sort();
    for (const path of missing) {
      this.assertActive(tx);
      await this.acquire(tx, path);
    }
    this.assertActive(tx);
    tx.lastActive = Date.now();
  }

  finish(tx: Transaction, state: 'committed' | 'rolled-back'): void {
    if (tx.state !== 'active') return;
    tx.state = state;
    this.releaseAll(tx);
  }

  abort(tx: Transaction, reason: string): void {
    if (tx.state !== 'active') return;
    tx.state = 'aborted';
    tx.abortReason = reason;
    this.releaseAll(tx);
  }

  close(): void {
    clearInterval(this.sweeper);
    for (const tx of this.transactions.values()) this.abort(tx, 'the emulator is shutting down');
    this.transactions.clear();
  }

  /** Number of locked documents (for tests and diagnostics). */
  get lockCount(): number {
    return this.locks.size;
  }

  private acquire(tx: Transaction, path: string): Promise<void> | void {
    let entry = this.locks.get(path);
    if (!entry) this.locks.set(path, (entry = { path, queue: [] }));
    if (entry.holder === tx) return;
    if (!entry.holder && entry.queue.length === 0) {
      this.grant(entry, tx);
      return;
    }
    const pending = entry.queue.find((waiter) => waiter.tx === tx);
    if (pending) return pending.promise;
    if (this.wouldDeadlock(tx, entry)) {
      this.abort(tx, `deadlock while waiting for ${path}`);
      throw new GrpcError('ABORTED', `Transaction aborted: deadlock while waiting for ${path}`);
    }
    let resolve!: () => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const waiter: Waiter = { tx, entry, promise, resolve, reject };
    waiter.timer = setTimeout(() => {
      const seconds = Math.round(this.timeouts.lockWaitMs / 1000);
      this.abort(tx, `waited more than ${seconds}s for the lock on ${path}`);
    }, this.timeouts.lockWaitMs);
    entry.queue.push(waiter);
    tx.waits.add(waiter);
    return promise;
  }

  private grant(entry: LockEntry, tx: Transaction): void {
    entry.holder = tx;
    tx.locks.add(entry.path);
    tx.lastActive = Date.now();
  }

  private releaseAll(tx: Transaction): void {
    tx.finishedAt = Date.now();
    const error = new GrpcError(
      'ABORTED',
      tx.state === 'aborted' ? `Transaction aborted: ${tx.abortReason}` : 'Transaction ended',
    );
    for (const waiter of tx.waits) {
      clearTimeout(waiter.timer);
      const index = waiter.entry.queue.indexOf(waiter);
      if (index >= 0) waiter.entry.queue.splice(index, 1);
      waiter.reject(error);
      this.grantNext(waiter.entry);
    }
    tx.waits.clear();
    for (const path of tx.locks) {
      const entry = this.locks.get(path);
      if (entry?.holder !== tx) continue;
      entry.holder = undefined;
      this.grantNext(entry);
    }
    tx.locks.clear();
  }

  private grantNext(entry: LockEntry): void {
    if (entry.holder) return;
    const next = entry.queue.shift();
    if (!next) {
      this.locks.delete(entry.path);
      return;
    }
    clearTimeout(next.timer);
    next.tx.waits.delete(next);
    this.grant(entry, next.tx);
    next.resolve();
  }

  /** Would `tx` waiting on `entry` close a cycle in the waits-for graph? */
  private wouldDeadlock(tx: Transaction, entry: LockEntry): boolean {
    const seen = new Set<Transaction>();
    const stack = blockers(entry, undefined);
    while (stack.length > 0) {
      const other = stack.pop() as Transaction;
      if (other === tx) return true;
      if (seen.has(other)) continue;
      seen.add(other);
      for (const waiter of other.waits) stack.push(...blockers(waiter.entry, waiter));
    }
    return false;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, tx] of this.transactions) {
      if (
        tx.state === 'active' &&
        tx.waits.size === 0 &&
        now - tx.lastActive > this.timeouts.idleMs
      ) {
        this.abort(tx, `idle for more than ${Math.round(this.timeouts.idleMs / 1000)}s`);
      } else if (tx.state !== 'active' && now - tx.finishedAt > 10 * 60_000) {
        this.transactions.delete(key);
      }
    }
  }
}

/** Who a waiter (or a newcomer, when `waiter` is undefined) waits for: the holder and those ahead. */
function blockers(entry: LockEntry, waiter: Waiter | undefined): Transaction[] {
  const out: Transaction[] = entry.holder ? [entry.holder] : [];
  for (const queued of entry.queue) {
    if (queued === waiter) break;
    out.push(queued.tx);
  }
  return out;
}

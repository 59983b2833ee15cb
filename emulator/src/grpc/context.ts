// What every gRPC method module shares: the emulator's state, the caller, locks, the one commit
// path, and the wrappers that turn a handler's result or error into a gRPC answer.
import type { TransactionOptions } from '@firestore-emulator/proto/dist/google/firestore/v1/common';
import type { Document } from '@firestore-emulator/proto/dist/google/firestore/v1/document';
import type { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write';
import {
  Metadata,
  type sendUnaryData,
  type ServerDuplexStream,
  type ServerUnaryCall,
  type ServerWritableStream,
} from '@grpc/grpc-js';
import type { Clock } from '../clock';
import { commitWrites } from '../commit';
import { GrpcError, toServiceError } from '../grpc-error';
import { callerOf, type Caller, type Security } from '../security';
import type { DocumentStore } from '../store';
import {
  requestLock,
  TransactionalRead,
  type Lock,
  type ReadConsistency,
} from '../transactional-reads';
import type { TransactionManager } from '../transactions';
import type { Usage } from '../usage';
import type { Ts } from '../values';
import { encodeDocument } from '../wire';
import { writeTarget, type WriteResultObject } from '../writes';

export type Call =
  | ServerUnaryCall<unknown, unknown>
  | ServerWritableStream<unknown, unknown>
  | ServerDuplexStream<unknown, unknown>;

/** A read request's consistency selector (BatchGet, RunQuery, RunAggregationQuery). */
interface ReadRequest {
  consistency_selector: string;
  transaction: Uint8Array;
  new_transaction?: TransactionOptions;
  read_time?: { seconds: number | bigint; nanos: number };
}

/**
 * Hot responses are written as pre-encoded protobuf bytes (see wire.ts); the server's service
 * definition passes byte arrays through its serializer unchanged.
 */
export const encoded = <T>(bytes: Uint8Array) => bytes as unknown as T;

/** A request's field mask, if it has one. */
export const maskOf = (request: { has_mask: boolean; mask: { field_paths: string[] } }) =>
  request.has_mask ? request.mask.field_paths : undefined;

export class ServiceContext {
  /** Each call's lock function (one BatchWrite call can wait for many transactions). */
  readonly #lockByCall = new WeakMap<Call, Lock>();

  constructor(
    readonly store: DocumentStore,
    readonly txs: TransactionManager,
    readonly clock: Clock,
    readonly security: Security,
    readonly usage: Usage,
    private readonly log: (message: string) => void,
  ) {}

  /** The sender of a call, from its `authorization` metadata. */
  caller(call: { metadata: Metadata }): Caller {
    return callerOf(call.metadata.get('authorization')[0]?.toString());
  }

  /** Waits for locks; a client that gives up (cancel, deadline) aborts the transaction. */
  lock(call: Call): Lock {
    let lock = this.#lockByCall.get(call);
    if (!lock) {
      lock = requestLock(this.txs, (abort) =>
        (call as ServerUnaryCall<unknown, unknown>).once('cancelled', abort),
      );
      this.#lockByCall.set(call, lock);
    }
    return lock;
  }

  /** The transaction of a read request, if any (begun here for `new_transaction`). */
  read(call: Call, request: ReadRequest): TransactionalRead {
    const consistency: ReadConsistency =
      request.consistency_selector === 'transaction'
        ? { transaction: request.transaction }
        : request.consistency_selector === 'new_transaction'
          ? { newTransaction: request.new_transaction }
          : undefined;
    const readTime =
      request.consistency_selector === 'read_time' && request.read_time
        ? { seconds: Number(request.read_time.seconds), nanos: request.read_time.nanos }
        : undefined;
    return new TransactionalRead(this.txs, consistency, this.lock(call), readTime);
  }

  /** Locks, validates every write, asks the rules, then applies all of them at once (or none). */
  async commit(
    call: Call,
    writes: readonly Write[],
    transactionId: Uint8Array | undefined,
  ): Promise<{ results: WriteResultObject[]; time: Ts }> {
    const tx = transactionId ? this.txs.lookup(transactionId) : this.txs.internal();
    const committed = await commitWrites(
      { store: this.store, txs: this.txs, clock: this.clock, security: this.security },
      this.caller(call),
      writes,
      tx,
      this.lock(call),
    );
    this.usage.wrote(writes.map(writeTarget));
    return committed;
  }

  /** A document as stored now, encoded; NOT_FOUND if there is none. */
  storedDocument(name: string, mask: readonly string[] | undefined): Document {
    const doc = this.store.get(name);
    if (!doc) throw new GrpcError('NOT_FOUND', `Document "${name}" not found.`);
    return encoded<Document>(encodeDocument(doc, mask));
  }

  /** Answers a unary call with the handler's result, or its error as a gRPC status. */
  unary<T>(method: string, callback: sendUnaryData<T>, handler: () => T | Promise<T>): void {
    Promise.resolve()
      .then(handler)
      .then(
        (response) => callback(null, response),
        (error: unknown) => {
          this.report(method, error);
          callback(toServiceError(error));
        },
      );
  }

  /** Runs a server-streaming handler, then ends the stream, or ends it with the error. */
  stream(
    method: string,
    call: ServerWritableStream<unknown, unknown>,
    handler: () => void | Promise<void>,
  ) {
    // Headers first: google-gax re-sends a streaming call that fails before any response metadata
    // (twice, with seconds of backoff), which would delay every ABORTED by several seconds.
    call.sendMetadata(new Metadata());
    Promise.resolve()
      .then(handler)
      .then(
        () => call.end(),
        (error: unknown) => {
          this.report(method, error);
          call.emit('error', toServiceError(error));
        },
      );
  }

  /** Logs an unexpected failure; a GrpcError is an answer, not a failure. */
  report(method: string, error: unknown): void {
    if (error instanceof GrpcError) return;
    this.log(
      `${method} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }
}

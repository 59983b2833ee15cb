import { Precondition } from '@firestore-emulator/proto/dist/google/firestore/v1/common';
import type { TransactionOptions } from '@firestore-emulator/proto/dist/google/firestore/v1/common';
import type { Document } from '@firestore-emulator/proto/dist/google/firestore/v1/document';
import {
  BatchGetDocumentsResponse,
  BatchWriteResponse,
  BeginTransactionResponse,
  CommitResponse,
  ListCollectionIdsResponse,
  ListDocumentsResponse,
  RunAggregationQueryResponse,
  RunQueryResponse,
  UnimplementedFirestoreService,
  type BatchGetDocumentsRequest,
  type BatchWriteRequest,
  type BeginTransactionRequest,
  type CommitRequest,
  type CreateDocumentRequest,
  type DeleteDocumentRequest,
  type GetDocumentRequest,
  type ListCollectionIdsRequest,
  type ListDocumentsRequest,
  type ListenRequest,
  type ListenResponse,
  type PartitionQueryRequest,
  type PartitionQueryResponse,
  type RollbackRequest,
  type RunAggregationQueryRequest,
  type RunQueryRequest,
  type UpdateDocumentRequest,
  type WriteRequest,
  WriteResponse,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import { StructuredQuery } from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write';
import { Empty } from '@firestore-emulator/proto/dist/google/protobuf/empty';
import {
  Metadata,
  type sendUnaryData,
  type ServerDuplexStream,
  type ServerUnaryCall,
  type ServerWritableStream,
} from '@grpc/grpc-js';
import { runAggregation } from './aggregation';
import type { Clock } from './clock';
import { documentObject, tsObject, type DocumentObject } from './documents';
import { GrpcError, toServiceError } from './grpc-error';
import { handleListen } from './listen';
import { runQuery } from './query';
import { assertDocumentName, assertParentName, autoId, assertDatabaseName } from './resource-names';
import type { DocumentStore } from './store';
import {
  requestLock,
  TransactionalRead,
  type Lock,
  type ReadConsistency,
} from './transactional-reads';
import type { TransactionManager } from './transactions';
import { toObject } from './values';
import { encodeBatchGetResponse, encodeDocument, encodeRunQueryResponse } from './wire';
import { writeTarget, type WriteResultObject } from './writes';
import { commitWrites } from './commit';
import { callerOf, type Caller, type Security } from './security';
import { Usage } from './usage';

interface ReadRequest {
  consistency_selector: string;
  transaction: Uint8Array;
  new_transaction?: TransactionOptions;
}

const consistencyOf = (request: ReadRequest): ReadConsistency =>
  request.consistency_selector === 'transaction'
    ? { transaction: request.transaction }
    : request.consistency_selector === 'new_transaction'
      ? { newTransaction: request.new_transaction }
      : undefined;

type Call =
  | ServerUnaryCall<unknown, unknown>
  | ServerWritableStream<unknown, unknown>
  | ServerDuplexStream<unknown, unknown>;

/** The sender of a call, from its `authorization` metadata. */
const callerOfCall = (call: { metadata: Metadata }): Caller =>
  callerOf(call.metadata.get('authorization')[0]?.toString());

/**
 * Hot responses are written as pre-encoded protobuf bytes (see wire.ts); the server's service
 * definition passes byte arrays through its serializer unchanged.
 */
const encoded = <T>(bytes: Uint8Array) => bytes as unknown as T;

/**
 * The Firestore gRPC service over Boi's document store, replacing every method of
 * @firestore-emulator/server's FirestoreServiceV1Impl (see README.md for why).
 * State lives in `#` fields because the generated base class has a handler index signature.
 */
export class BoiFirestoreService extends UnimplementedFirestoreService {
  readonly #store: DocumentStore;
  readonly #txs: TransactionManager;
  readonly #clock: Clock;
  readonly #log: (message: string) => void;
  readonly #security: Security;
  readonly #usage: Usage;
  /** Each call's lock function (one BatchWrite call can wait for many transactions). */
  readonly #lockByCall = new WeakMap<Call, Lock>();

  constructor(
    store: DocumentStore,
    txs: TransactionManager,
    clock: Clock,
    log: (message: string) => void,
    security: Security,
    usage = new Usage(),
  ) {
    super();
    this.#usage = usage;
    this.#store = store;
    this.#txs = txs;
    this.#clock = clock;
    this.#log = log;
    this.#security = security;
  }

  override GetDocument(
    call: ServerUnaryCall<GetDocumentRequest, Document>,
    callback: sendUnaryData<Document>,
  ): void {
    this.#unary('GetDocument', callback, async () => {
      const { name } = call.request;
      assertDocumentName(name);
      this.#security.checkGet(callerOfCall(call), name, this.#store);
      if (call.request.consistency_selector === 'transaction') {
        await this.#read(call, { transaction: call.request.transaction }).lockDocuments([name]);
      }
      const doc = this.#store.get(name);
      this.#usage.read(1);
      if (!doc) throw new GrpcError('NOT_FOUND', `Document "${name}" not found.`);
      const mask = call.request.has_mask ? call.request.mask.field_paths : undefined;
      return encoded<Document>(encodeDocument(doc, mask));
    });
  }

  override ListDocuments(
    call: ServerUnaryCall<ListDocumentsRequest, ListDocumentsResponse>,
    callback: sendUnaryData<ListDocumentsResponse>,
  ): void {
    this.#unary('ListDocuments', callback, () => {
      const { parent, collection_id, page_size, page_token, show_missing } = call.request;
      assertParentName(parent);
      if (!collection_id) throw new GrpcError('INVALID_ARGUMENT', 'A collection id is required.');
      const path = `${parent}/${collection_id}`;
      const asQuery = StructuredQuery.fromObject({
        from: [{ collection_id }],
        ...(page_size > 0 ? { limit: { value: page_size } } : {}),
      });
      this.#security.checkList(callerOfCall(call), parent, asQuery, this.#store);
      const mask = call.request.has_mask ? call.request.mask.field_paths : undefined;
      const entries: { name: string; document: () => DocumentObject }[] = [];
      for (const doc of this.#store.collection(path)) {
        entries.push({ name: doc.name, document: () => documentObject(doc, mask) });
      }
      if (show_missing) {
        for (const name of this.#store.missingParents(path)) {
          entries.push({ name, document: () => ({ name }) });
        }
      }
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      const start = page_token ? entries.findIndex((e) => e.name > page_token) : 0;
      const from = start < 0 ? entries.length : start;
      const to = page_size > 0 ? from + page_size : entries.length;
      const page = entries.slice(from, to);
      return ListDocumentsResponse.fromObject({
        documents: page.map((e) => e.document()),
        next_page_token: to < entries.length ? (page.at(-1)?.name ?? '') : '',
      });
    });
  }

  override CreateDocument(
    call: ServerUnaryCall<CreateDocumentRequest, Document>,
    callback: sendUnaryData<Document>,
  ): void {
    this.#unary('CreateDocument', callback, async () => {
      const { parent, collection_id, document_id, document } = call.request;
      assertParentName(parent);
      const name = `${parent}/${collection_id}/${document_id || autoId()}`;
      document.name = name;
      const write = new Write({
        update: document,
        current_document: Precondition.fromObject({ exists: false }),
      });
      await this.#commit(call, [write], undefined);
      const mask = call.request.has_mask ? call.request.mask.field_paths : undefined;
      return this.#storedDocument(name, mask);
    });
  }

  override UpdateDocument(
    call: ServerUnaryCall<UpdateDocumentRequest, Document>,
    callback: sendUnaryData<Document>,
  ): void {
    this.#unary('UpdateDocument', callback, async () => {
      const request = call.request;
      const write = new Write({ update: request.document });
      if (request.has_update_mask) write.update_mask = request.update_mask;
      if (request.has_current_document) write.current_document = request.current_document;
      await this.#commit(call, [write], undefined);
      const mask = request.has_mask ? request.mask.field_paths : undefined;
      return this.#storedDocument(request.document.name, mask);
    });
  }

  override DeleteDocument(
    call: ServerUnaryCall<DeleteDocumentRequest, Empty>,
    callback: sendUnaryData<Empty>,
  ): void {
    this.#unary('DeleteDocument', callback, async () => {
      const write = new Write({ delete: call.request.name });
      if (call.request.has_current_document) {
        write.current_document = call.request.current_document;
      }
      await this.#commit(call, [write], undefined);
      return new Empty();
    });
  }

  override BatchGetDocuments(
    call: ServerWritableStream<BatchGetDocumentsRequest, BatchGetDocumentsResponse>,
  ): void {
    this.#stream('BatchGetDocuments', call, async () => {
      const { documents: names } = call.request;
      names.forEach(assertDocumentName);
      assertDatabaseName(call.request.database);
      const caller = callerOfCall(call);
      for (const name of names) this.#security.checkGet(caller, name, this.#store);
      const read = this.#read(call, consistencyOf(call.request));
      await read.lockDocuments(names);
      const readTime = this.#clock.now();
      const mask = call.request.has_mask ? call.request.mask.field_paths : undefined;
      const transaction = read.newTransactionId;
      if (names.length > 0) this.#usage.read(names.length);
      names.forEach((name, i) => {
        const doc = this.#store.get(name);
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
    });
  }

  override BeginTransaction(
    call: ServerUnaryCall<BeginTransactionRequest, BeginTransactionResponse>,
    callback: sendUnaryData<BeginTransactionResponse>,
  ): void {
    this.#unary('BeginTransaction', callback, () => {
      assertDatabaseName(call.request.database);
      const tx = this.#txs.begin(call.request.has_options ? call.request.options : undefined);
      return BeginTransactionResponse.fromObject({ transaction: tx.id });
    });
  }

  override Commit(
    call: ServerUnaryCall<CommitRequest, CommitResponse>,
    callback: sendUnaryData<CommitResponse>,
  ): void {
    this.#unary('Commit', callback, async () => {
      assertDatabaseName(call.request.database);
      const transaction = call.request.transaction;
      const { results, time } = await this.#commit(
        call,
        call.request.writes,
        transaction.length > 0 ? transaction : undefined,
      );
      return CommitResponse.fromObject({ write_results: results, commit_time: tsObject(time) });
    });
  }

  override Rollback(
    call: ServerUnaryCall<RollbackRequest, Empty>,
    callback: sendUnaryData<Empty>,
  ): void {
    this.#unary('Rollback', callback, () => {
      const tx = this.#txs.find(call.request.transaction);
      if (tx) this.#txs.finish(tx, 'rolled-back');
      return new Empty();
    });
  }

  override RunQuery(call: ServerWritableStream<RunQueryRequest, RunQueryResponse>): void {
    this.#stream('RunQuery', call, async () => {
      const { parent, structured_query: query } = call.request;
      if (call.request.has_explain_options) {
        throw new GrpcError('UNIMPLEMENTED', 'Query explain is not supported by this emulator.');
      }
      assertParentName(parent);
      this.#security.checkList(callerOfCall(call), parent, query, this.#store);
      const read = this.#read(call, consistencyOf(call.request));
      const result = await read.query(() => runQuery(this.#store, parent, query));
      const readTime = this.#clock.now();
      const transaction = read.newTransactionId;
      this.#usage.read(result.docs.length);
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
    });
  }

  override RunAggregationQuery(
    call: ServerWritableStream<RunAggregationQueryRequest, RunAggregationQueryResponse>,
  ): void {
    this.#stream('RunAggregationQuery', call, async () => {
      if (call.request.has_explain_options) {
        throw new GrpcError('UNIMPLEMENTED', 'Query explain is not supported by this emulator.');
      }
      assertParentName(call.request.parent);
      this.#security.checkList(
        callerOfCall(call),
        call.request.parent,
        call.request.structured_aggregation_query.structured_query,
        this.#store,
      );
      const read = this.#read(call, consistencyOf(call.request));
      const fields = runAggregation(
        this.#store,
        call.request.parent,
        call.request.structured_aggregation_query,
      );
      this.#usage.read(1);
      call.write(
        RunAggregationQueryResponse.fromObject({
          result: {
            aggregate_fields: Object.fromEntries([...fields].map(([k, v]) => [k, toObject(v)])),
          },
          read_time: tsObject(this.#clock.now()),
          ...(read.newTransactionId ? { transaction: read.newTransactionId } : {}),
        }),
      );
    });
  }

  override PartitionQuery(
    _call: ServerUnaryCall<PartitionQueryRequest, PartitionQueryResponse>,
    callback: sendUnaryData<PartitionQueryResponse>,
  ): void {
    callback(toServiceError(new GrpcError('UNIMPLEMENTED', 'PartitionQuery is not supported.')));
  }

  /**
   * The client SDKs' write stream: a handshake answered with a stream token, then one commit per
   * request, answered in order. A refused or failed commit ends the stream with its status.
   */
  override Write(call: ServerDuplexStream<WriteRequest, WriteResponse>): void {
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
          const { results, time } = await this.#commit(call, request.writes, undefined);
          call.write(
            WriteResponse.fromObject({
              stream_token: token(),
              write_results: results,
              commit_time: tsObject(time),
            }),
          );
        } catch (error) {
          failed = true;
          this.#report('Write', error);
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

  override Listen(call: ServerDuplexStream<ListenRequest, ListenResponse>): void {
    const caller = callerOfCall(call);
    handleListen(call, this.#store, this.#clock, {
      document: (name) => this.#security.checkGet(caller, name, this.#store),
      query: (parent, query) => this.#security.checkList(caller, parent, query, this.#store),
    });
  }

  override ListCollectionIds(
    call: ServerUnaryCall<ListCollectionIdsRequest, ListCollectionIdsResponse>,
    callback: sendUnaryData<ListCollectionIdsResponse>,
  ): void {
    this.#unary('ListCollectionIds', callback, () => {
      const { parent, page_size, page_token } = call.request;
      assertParentName(parent);
      const ids = this.#store.collectionIds(parent);
      const from = page_token ? ids.filter((id) => id <= page_token).length : 0;
      const to = page_size > 0 ? from + page_size : ids.length;
      return ListCollectionIdsResponse.fromObject({
        collection_ids: ids.slice(from, to),
        next_page_token: to < ids.length ? (ids[to - 1] ?? '') : '',
      });
    });
  }

  override BatchWrite(
    call: ServerUnaryCall<BatchWriteRequest, BatchWriteResponse>,
    callback: sendUnaryData<BatchWriteResponse>,
  ): void {
    this.#unary('BatchWrite', callback, async () => {
      assertDatabaseName(call.request.database);
      // Each write is applied on its own (BulkWriter semantics): one failing write fails alone.
      const settled = await Promise.all(
        call.request.writes.map((write) =>
          this.#commit(call, [write], undefined).then(
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
    });
  }

  /** Locks, validates every write, asks the rules, then applies all of them at once (or none). */
  #commit(
    call: Call,
    writes: readonly Write[],
    transactionId: Uint8Array | undefined,
  ): Promise<{ results: WriteResultObject[]; time: ReturnType<Clock['next']> }> {
    const tx = transactionId ? this.#txs.lookup(transactionId) : this.#txs.internal();
    return commitWrites(
      { store: this.#store, txs: this.#txs, clock: this.#clock, security: this.#security },
      callerOfCall(call as { metadata: Metadata }),
      writes,
      tx,
      this.#lock(call),
    ).then((committed) => {
      this.#usage.wrote(writes.map(writeTarget));
      return committed;
    });
  }

  #read(call: Call, consistency: ReadConsistency): TransactionalRead {
    return new TransactionalRead(this.#txs, consistency, this.#lock(call));
  }

  /** Waits for locks; a client that gives up (cancel, deadline) aborts the transaction. */
  #lock(call: Call): Lock {
    let lock = this.#lockByCall.get(call);
    if (!lock) {
      lock = requestLock(this.#txs, (abort) =>
        (call as ServerUnaryCall<unknown, unknown>).once('cancelled', abort),
      );
      this.#lockByCall.set(call, lock);
    }
    return lock;
  }

  #storedDocument(name: string, mask: readonly string[] | undefined): Document {
    const doc = this.#store.get(name);
    if (!doc) throw new GrpcError('NOT_FOUND', `Document "${name}" not found.`);
    return encoded<Document>(encodeDocument(doc, mask));
  }

  #unary<T>(method: string, callback: sendUnaryData<T>, handler: () => T | Promise<T>): void {
    Promise.resolve()
      .then(handler)
      .then(
        (response) => callback(null, response),
        (error: unknown) => {
          this.#report(method, error);
          callback(toServiceError(error));
        },
      );
  }

  #stream(
    method: string,
    call: ServerWritableStream<unknown, unknown>,
    handler: () => Promise<void>,
  ) {
    // Headers first: google-gax re-sends a streaming call that fails before any response metadata
    // (twice, with seconds of backoff), which would delay every ABORTED by several seconds.
    call.sendMetadata(new Metadata());
    Promise.resolve()
      .then(handler)
      .then(
        () => call.end(),
        (error: unknown) => {
          this.#report(method, error);
          call.emit('error', toServiceError(error));
        },
      );
  }

  #report(method: string, error: unknown): void {
    if (error instanceof GrpcError) return;
    this.#log(
      `${method} failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
    );
  }
}

import type { Document } from '@firestore-emulator/proto/dist/google/firestore/v1/document';
import {
  UnimplementedFirestoreService,
  type BatchGetDocumentsRequest,
  type BatchGetDocumentsResponse,
  type BatchWriteRequest,
  type BatchWriteResponse,
  type BeginTransactionRequest,
  type BeginTransactionResponse,
  type CommitRequest,
  type CommitResponse,
  type CreateDocumentRequest,
  type DeleteDocumentRequest,
  type GetDocumentRequest,
  type ListCollectionIdsRequest,
  type ListCollectionIdsResponse,
  type ListDocumentsRequest,
  type ListDocumentsResponse,
  type ListenRequest,
  type ListenResponse,
  type PartitionQueryRequest,
  type PartitionQueryResponse,
  type RollbackRequest,
  type RunAggregationQueryRequest,
  type RunAggregationQueryResponse,
  type RunQueryRequest,
  type RunQueryResponse,
  type UpdateDocumentRequest,
  type WriteRequest,
  type WriteResponse,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import type { Empty } from '@firestore-emulator/proto/dist/google/protobuf/empty';
import type {
  sendUnaryData,
  ServerDuplexStream,
  ServerUnaryCall,
  ServerWritableStream,
} from '@grpc/grpc-js';
import type { Clock } from './clock';
import { ServiceContext } from './grpc/context';
import {
  createDocument,
  deleteDocument,
  getDocument,
  listCollectionIds,
  listDocuments,
  updateDocument,
} from './grpc/documents';
import { batchGetDocuments, runAggregationQuery, runQuery } from './grpc/reads';
import { beginTransaction, rollback } from './grpc/transactions';
import { batchWrite, commit, writeStream } from './grpc/writes';
import { GrpcError, toServiceError } from './grpc-error';
import { handleListen } from './listen';
import type { Security } from './security';
import type { DocumentStore } from './store';
import type { TransactionManager } from './transactions';
import { Usage } from './usage';

/**
 * The Firestore gRPC service over Boi's document store, replacing every method of
 * @firestore-emulator/server's FirestoreServiceV1Impl (see README.md for why). Each method
 * delegates to `grpc/`: documents, reads, writes, transactions. State lives in a `#` field
 * because the generated base class has a handler index signature.
 */
export class BoiFirestoreService extends UnimplementedFirestoreService {
  readonly #ctx: ServiceContext;

  constructor(
    store: DocumentStore,
    txs: TransactionManager,
    clock: Clock,
    log: (message: string) => void,
    security: Security,
    usage = new Usage(),
  ) {
    super();
    this.#ctx = new ServiceContext(store, txs, clock, security, usage, log);
  }

  override GetDocument(
    call: ServerUnaryCall<GetDocumentRequest, Document>,
    callback: sendUnaryData<Document>,
  ): void {
    this.#ctx.unary('GetDocument', callback, () => getDocument(this.#ctx, call));
  }

  override ListDocuments(
    call: ServerUnaryCall<ListDocumentsRequest, ListDocumentsResponse>,
    callback: sendUnaryData<ListDocumentsResponse>,
  ): void {
    this.#ctx.unary('ListDocuments', callback, () => listDocuments(this.#ctx, call));
  }

  override CreateDocument(
    call: ServerUnaryCall<CreateDocumentRequest, Document>,
    callback: sendUnaryData<Document>,
  ): void {
    this.#ctx.unary('CreateDocument', callback, () => createDocument(this.#ctx, call));
  }

  override UpdateDocument(
    call: ServerUnaryCall<UpdateDocumentRequest, Document>,
    callback: sendUnaryData<Document>,
  ): void {
    this.#ctx.unary('UpdateDocument', callback, () => updateDocument(this.#ctx, call));
  }

  override DeleteDocument(
    call: ServerUnaryCall<DeleteDocumentRequest, Empty>,
    callback: sendUnaryData<Empty>,
  ): void {
    this.#ctx.unary('DeleteDocument', callback, () => deleteDocument(this.#ctx, call));
  }

  override ListCollectionIds(
    call: ServerUnaryCall<ListCollectionIdsRequest, ListCollectionIdsResponse>,
    callback: sendUnaryData<ListCollectionIdsResponse>,
  ): void {
    this.#ctx.unary('ListCollectionIds', callback, () => listCollectionIds(this.#ctx, call));
  }

  override BatchGetDocuments(
    call: ServerWritableStream<BatchGetDocumentsRequest, BatchGetDocumentsResponse>,
  ): void {
    this.#ctx.stream('BatchGetDocuments', call, () => batchGetDocuments(this.#ctx, call));
  }

  override RunQuery(call: ServerWritableStream<RunQueryRequest, RunQueryResponse>): void {
    this.#ctx.stream('RunQuery', call, () => runQuery(this.#ctx, call));
  }

  override RunAggregationQuery(
    call: ServerWritableStream<RunAggregationQueryRequest, RunAggregationQueryResponse>,
  ): void {
    this.#ctx.stream('RunAggregationQuery', call, () => runAggregationQuery(this.#ctx, call));
  }

  override PartitionQuery(
    _call: ServerUnaryCall<PartitionQueryRequest, PartitionQueryResponse>,
    callback: sendUnaryData<PartitionQueryResponse>,
  ): void {
    callback(toServiceError(new GrpcError('UNIMPLEMENTED', 'PartitionQuery is not supported.')));
  }

  override BeginTransaction(
    call: ServerUnaryCall<BeginTransactionRequest, BeginTransactionResponse>,
    callback: sendUnaryData<BeginTransactionResponse>,
  ): void {
    this.#ctx.unary('BeginTransaction', callback, () => beginTransaction(this.#ctx, call));
  }

  override Rollback(
    call: ServerUnaryCall<RollbackRequest, Empty>,
    callback: sendUnaryData<Empty>,
  ): void {
    this.#ctx.unary('Rollback', callback, () => rollback(this.#ctx, call));
  }

  override Commit(
    call: ServerUnaryCall<CommitRequest, CommitResponse>,
    callback: sendUnaryData<CommitResponse>,
  ): void {
    this.#ctx.unary('Commit', callback, () => commit(this.#ctx, call));
  }

  override BatchWrite(
    call: ServerUnaryCall<BatchWriteRequest, BatchWriteResponse>,
    callback: sendUnaryData<BatchWriteResponse>,
  ): void {
    this.#ctx.unary('BatchWrite', callback, () => batchWrite(this.#ctx, call));
  }

  override Write(call: ServerDuplexStream<WriteRequest, WriteResponse>): void {
    writeStream(this.#ctx, call);
  }

  override Listen(call: ServerDuplexStream<ListenRequest, ListenResponse>): void {
    const { store, security } = this.#ctx;
    const caller = this.#ctx.caller(call);
    handleListen(call, store, this.#ctx.clock, {
      document: (name) => security.checkGet(caller, name, store),
      query: (parent, query) => security.checkList(caller, parent, query, store),
    });
  }
}

// Single-document methods and listings: GetDocument, ListDocuments, Create/Update/DeleteDocument,
// ListCollectionIds.
import { Precondition } from '@firestore-emulator/proto/dist/google/firestore/v1/common';
import type { Document } from '@firestore-emulator/proto/dist/google/firestore/v1/document';
import {
  ListCollectionIdsResponse,
  ListDocumentsResponse,
  type CreateDocumentRequest,
  type DeleteDocumentRequest,
  type GetDocumentRequest,
  type ListCollectionIdsRequest,
  type ListDocumentsRequest,
  type UpdateDocumentRequest,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import { StructuredQuery } from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write';
import { Empty } from '@firestore-emulator/proto/dist/google/protobuf/empty';
import type { ServerUnaryCall } from '@grpc/grpc-js';
import { documentObject, type DocumentObject } from '../documents';
import { GrpcError } from '../grpc-error';
import { assertDocumentName, assertParentName, autoId } from '../resource-names';
import { encodeDocument } from '../wire';
import { encoded, maskOf, type ServiceContext } from './context';

export async function getDocument(
  ctx: ServiceContext,
  call: ServerUnaryCall<GetDocumentRequest, Document>,
): Promise<Document> {
  const { name } = call.request;
  assertDocumentName(name);
  ctx.security.checkGet(ctx.caller(call), name, ctx.store);
  const read = ctx.read(call, call.request);
  if (call.request.consistency_selector === 'transaction') await read.lockDocuments([name]);
  const doc = ctx.store.at(read.readTime).get(name);
  ctx.usage.read(1);
  if (!doc) throw new GrpcError('NOT_FOUND', `Document "${name}" not found.`);
  return encoded<Document>(encodeDocument(doc, maskOf(call.request)));
}

export function listDocuments(
  ctx: ServiceContext,
  call: ServerUnaryCall<ListDocumentsRequest, ListDocumentsResponse>,
): ListDocumentsResponse {
  const { parent, collection_id, page_size, page_token, show_missing } = call.request;
  assertParentName(parent);
  if (!collection_id) throw new GrpcError('INVALID_ARGUMENT', 'A collection id is required.');
  const path = `${parent}/${collection_id}`;
  const asQuery = StructuredQuery.fromObject({
    from: [{ collection_id }],
    ...(page_size > 0 ? { limit: { value: page_size } } : {}),
  });
  ctx.security.checkList(ctx.caller(call), parent, asQuery, ctx.store);
  const mask = maskOf(call.request);
  const readTime =
    call.request.consistency_selector === 'read_time' ? call.request.read_time : undefined;
  const source = ctx.store.at(
    readTime ? { seconds: Number(readTime.seconds), nanos: readTime.nanos } : undefined,
  );
  const entries: { name: string; document: () => DocumentObject }[] = [];
  for (const doc of source.collection(path)) {
    entries.push({ name: doc.name, document: () => documentObject(doc, mask) });
  }
  if (show_missing) {
    for (const name of ctx.store.missingParents(path)) {
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
}

export async function createDocument(
  ctx: ServiceContext,
  call: ServerUnaryCall<CreateDocumentRequest, Document>,
): Promise<Document> {
  const { parent, collection_id, document_id, document } = call.request;
  assertParentName(parent);
  const name = `${parent}/${collection_id}/${document_id || autoId()}`;
  document.name = name;
  const write = new Write({
    update: document,
    current_document: Precondition.fromObject({ exists: false }),
  });
  await ctx.commit(call, [write], undefined);
  return ctx.storedDocument(name, maskOf(call.request));
}

export async function updateDocument(
  ctx: ServiceContext,
  call: ServerUnaryCall<UpdateDocumentRequest, Document>,
): Promise<Document> {
  const request = call.request;
  const write = new Write({ update: request.document });
  if (request.has_update_mask) write.update_mask = request.update_mask;
  if (request.has_current_document) write.current_document = request.current_document;
  await ctx.commit(call, [write], undefined);
  return ctx.storedDocument(request.document.name, maskOf(request));
}

export async function deleteDocument(
  ctx: ServiceContext,
  call: ServerUnaryCall<DeleteDocumentRequest, Empty>,
): Promise<Empty> {
  const write = new Write({ delete: call.request.name });
  if (call.request.has_current_document) {
    write.current_document = call.request.current_document;
  }
  await ctx.commit(call, [write], undefined);
  return new Empty();
}

export function listCollectionIds(
  ctx: ServiceContext,
  call: ServerUnaryCall<ListCollectionIdsRequest, ListCollectionIdsResponse>,
): ListCollectionIdsResponse {
  const { parent, page_size, page_token } = call.request;
  assertParentName(parent);
  const ids = ctx.store.collectionIds(parent);
  const from = page_token ? ids.filter((id) => id <= page_token).length : 0;
  const to = page_size > 0 ? from + page_size : ids.length;
  return ListCollectionIdsResponse.fromObject({
    collection_ids: ids.slice(from, to),
    next_page_token: to < ids.length ? (ids[to - 1] ?? '') : '',
  });
}

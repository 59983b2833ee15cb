import {
  BatchGetDocumentsRequest,
  BeginTransactionRequest,
  CommitRequest,
  GetDocumentRequest,
  ListDocumentsRequest,
  RollbackRequest,
  UnimplementedFirestoreService,
  type BatchGetDocumentsResponse,
  type BeginTransactionResponse,
  type CommitResponse,
  type ListDocumentsResponse,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import type { Document } from '@firestore-emulator/proto/dist/google/firestore/v1/document';
import {
  credentials,
  makeGenericClientConstructor,
  type Client,
  type ClientReadableStream,
  type ServiceError,
} from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirestoreEmulator, type FirestoreEmulator } from './server';

// Raw gRPC calls, for the parts of the protocol the Admin SDK does not exercise.
const DATABASE = 'projects/demo-boi/databases/(default)';
const doc = (id: string) => `${DATABASE}/documents/raw/${id}`;

type Unary = (
  request: unknown,
  callback: (error: ServiceError | null, response: unknown) => void,
) => void;
type Streaming = (request: unknown) => ClientReadableStream<unknown>;

let emulator: FirestoreEmulator;
let client: Client & Record<string, Unary & Streaming>;

function unary<T>(method: string, request: unknown): Promise<T> {
  return new Promise((resolve, reject) =>
    client[method]?.(request, (error, response) =>
      error ? reject(error) : resolve(response as T),
    ),
  );
}

async function stream<T>(method: string, request: unknown): Promise<T[]> {
  const out: T[] = [];
  for await (const message of client[method]?.(request) ?? []) out.push(message as T);
  return out;
}

const setDoc = (id: string, n: number, transaction?: Uint8Array) =>
  unary<CommitResponse>(
    'Commit',
    CommitRequest.fromObject({
      database: DATABASE,
      writes: [{ update: { name: doc(id), fields: { n: { integer_value: n } } } }],
      ...(transaction ? { transaction } : {}),
    }),
  );

const begin = async (retry?: Uint8Array) =>
  (
    await unary<BeginTransactionResponse>(
      'BeginTransaction',
      BeginTransactionRequest.fromObject({
        database: DATABASE,
        options: { read_write: retry ? { retry_transaction: retry } : {} },
      }),
    )
  ).transaction;

const readIn = (transaction: Uint8Array, id: string) =>
  stream<BatchGetDocumentsResponse>(
    'BatchGetDocuments',
    BatchGetDocumentsRequest.fromObject({ database: DATABASE, documents: [doc(id)], transaction }),
  );

beforeAll(async () => {
  emulator = await startFirestoreEmulator({ port: 0, lockWaitMs: 500 });
  const Constructor = makeGenericClientConstructor(
    UnimplementedFirestoreService.definition,
    'Firestore',
  );
  client = new Constructor(
    `127.0.0.1:${emulator.port}`,
    credentials.createInsecure(),
  ) as typeof client;
});

afterAll(async () => {
  client.close();
  await emulator.stop();
});

describe('raw protocol', () => {
  it('locks documents for a transaction begun with BeginTransaction until it commits', async () => {
    await setDoc('a', 1);
    const tx = await begin();
    const [read] = await readIn(tx, 'a');
    expect(read?.found.fields.get('n')?.integer_value).toBe(1);
    expect(emulator.transactions.lockCount).toBe(1);
    const blocked = setDoc('a', 2);
    await setDoc('a', 3, tx);
    await blocked;
    expect(emulator.transactions.lockCount).toBe(0);
    const found = await unary<Document>(
      'GetDocument',
      GetDocumentRequest.fromObject({ name: doc('a') }),
    );
    expect(found.fields.get('n')?.integer_value).toBe(2);
  });

  it('releases locks on Rollback, and when a retry names the previous attempt', async () => {
    const first = await begin();
    await readIn(first, 'b');
    await unary('Rollback', RollbackRequest.fromObject({ database: DATABASE, transaction: first }));
    expect(emulator.transactions.lockCount).toBe(0);

    const attempt = await begin();
    await readIn(attempt, 'b');
    const retry = await begin(attempt);
    await readIn(retry, 'b');
    await expect(setDoc('b', 1, attempt)).rejects.toMatchObject({ code: 3 });
    await setDoc('b', 2, retry);
    expect(emulator.transactions.lockCount).toBe(0);
  });

  it('answers ABORTED to a transaction that waited too long, and keeps it aborted', async () => {
    const holder = await begin();
    await readIn(holder, 'c');
    const waiter = await begin();
    await expect(readIn(waiter, 'c')).rejects.toMatchObject({ code: 10 });
    await expect(setDoc('c', 1, waiter)).rejects.toMatchObject({ code: 10 });
    await setDoc('c', 2, holder);
  });

  it('rejects unknown transactions as expired', async () => {
    await expect(setDoc('d', 1, Uint8Array.from([1, 2, 3]))).rejects.toMatchObject({
      code: 3,
      details: expect.stringContaining('transaction has expired'),
    });
  });

  it('answers GetDocument NOT_FOUND and lists documents', async () => {
    await expect(
      unary('GetDocument', GetDocumentRequest.fromObject({ name: doc('missing') })),
    ).rejects.toMatchObject({ code: 5 });
    const listed = await unary<ListDocumentsResponse>(
      'ListDocuments',
      ListDocumentsRequest.fromObject({
        parent: `${DATABASE}/documents`,
        collection_id: 'raw',
        page_size: 2,
      }),
    );
    expect(listed.documents.map((d) => d.name)).toEqual([doc('a'), doc('b')]);
    expect(listed.next_page_token).toBe(doc('b'));
  });
});

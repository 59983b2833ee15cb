// The REST API and the emulator endpoints, through the real Firestore Lite SDK (what a browser page
// uses) and plain fetch, on the same port as the Admin SDK's gRPC.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  increment,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  setLogLevel,
  startAfter,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileRules } from './rules/compile';
import { sleep, startTestEmulator } from './test-client';

const PROJECT = 'demo-boi';
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /books/{id} {
      allow get: if true;
      allow list: if request.query.limit <= 20;
      allow write: if request.auth.token.admin == true;
    }
    match /notes/{id} {
      allow read, write: if request.auth.uid == resource.data.owner
        || request.auth.uid == request.resource.data.owner;
    }
  }
}`;

let env: Awaited<ReturnType<typeof startTestEmulator>>;
const apps: FirebaseApp[] = [];

function client(mockUserToken?: { sub: string; admin?: boolean } | 'owner'): Firestore {
  const app = initializeApp({ projectId: PROJECT, apiKey: 'demo' }, `app-${apps.length}`);
  apps.push(app);
  const db = getFirestore(app);
  connectFirestoreEmulator(
    db,
    '127.0.0.1',
    env.emulator.port,
    mockUserToken ? { mockUserToken } : {},
  );
  return db;
}

const base = () => `http://127.0.0.1:${env.emulator.port}`;

beforeAll(async () => {
  setLogLevel('silent'); // refusals are expected here
  env = await startTestEmulator();
  env.emulator.security.setProjectRules(PROJECT, compileRules(RULES));
  const batch = env.db.batch();
  for (let i = 1; i <= 30; i++) {
    batch.set(env.db.doc(`books/b${String(i).padStart(2, '0')}`), { n: i, title: `Book ${i}` });
  }
  await batch.commit();
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await env.close();
});

describe('Firestore Lite over REST', () => {
  it('reads a document, and a missing one', async () => {
    const db = client();
    const book = await getDoc(doc(db, 'books/b01'));
    expect(book.data()).toEqual({ n: 1, title: 'Book 1' });
    expect((await getDoc(doc(db, 'books/none'))).exists()).toBe(false);
  });

  it('pages a query by cursor, and counts', async () => {
    const db = client();
    const first = await getDocs(query(collection(db, 'books'), orderBy('n'), limit(10)));
    expect(first.docs.map((d) => d.get('n'))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const next = await getDocs(
      query(collection(db, 'books'), orderBy('n'), startAfter(first.docs.at(-1)!), limit(10)),
    );
    expect(next.docs[0]?.get('n')).toBe(11);
    const filtered = await getDocs(query(collection(db, 'books'), where('n', '>', 28), limit(5)));
    expect(filtered.size).toBe(2);
    const count = await getCount(query(collection(db, 'books'), limit(20)));
    expect(count.data().count).toBe(20);
  });

  it('refuses what the rules refuse, with permission-denied and the path', async () => {
    const db = client();
    await expect(getDocs(query(collection(db, 'books'), limit(21)))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(setDoc(doc(db, 'books/x'), { n: 0 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const response = await fetch(
      `${base()}/v1/projects/${PROJECT}/databases/(default)/documents:commit`,
      {
        method: 'POST',
        body: JSON.stringify({
          writes: [{ delete: `projects/${PROJECT}/databases/(default)/documents/books/b01` }],
        }),
      },
    );
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: { status: string; message: string } };
    expect(body.error.status).toBe('PERMISSION_DENIED');
    expect(body.error.message).toContain('/databases/(default)/documents/books/b01');
    expect((await env.db.doc('books/b01').get()).exists).toBe(true);
  });

  it('writes, batches, transforms and transactions for whoever the rules allow', async () => {
    const admin = client({ sub: 'root', admin: true });
    await setDoc(doc(admin, 'books/new'), { n: 100, at: serverTimestamp() });
    await updateDoc(doc(admin, 'books/new'), { n: increment(1) });
    const batch = writeBatch(admin);
    batch.set(doc(admin, 'books/new2'), { n: 1 });
    batch.delete(doc(admin, 'books/new2'));
    await batch.commit();
    await runTransaction(admin, async (tx) => {
      const snap = await tx.get(doc(admin, 'books/new'));
      tx.update(doc(admin, 'books/new'), { n: (snap.get('n') as number) + 1 });
    });
    const stored = (await env.db.doc('books/new').get()).data();
    expect(stored?.n).toBe(102);
    expect(stored?.at).toBeDefined();
    await deleteDoc(doc(admin, 'books/new'));
    expect((await env.db.doc('books/new2').get()).exists).toBe(false);
  });

  it("judges a write by the document it leaves (a note of one's own)", async () => {
    const ann = client({ sub: 'ann' });
    await setDoc(doc(ann, 'notes/n1'), { owner: 'ann', text: 'hi' });
    await expect(setDoc(doc(ann, 'notes/n2'), { owner: 'bob' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const bob = client({ sub: 'bob' });
    await expect(getDoc(doc(bob, 'notes/n1'))).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('lets the owner token past the rules', async () => {
    const owner = client('owner');
    await setDoc(doc(owner, 'secrets/s'), { x: 1 });
    expect((await getDoc(doc(owner, 'secrets/s'))).get('x')).toBe(1);
  });
});

describe('transactions over REST, locking as over gRPC', () => {
  const DOCS = `projects/${PROJECT}/databases/(default)/documents`;
  type Row = { transaction?: string; document?: { name: string }; error?: { status: string } };
  const post = async (verb: string, body: object, signal?: AbortSignal) => {
    const response = await fetch(`${base()}/v1/${DOCS}${verb}`, {
      method: 'POST',
      headers: { authorization: 'Bearer owner' },
      body: JSON.stringify(body),
      signal,
    });
    return { status: response.status, body: (await response.json()) as Row & Row[] };
  };
  const setN = (name: string, n: number) => ({
    update: { name: `${DOCS}/${name}`, fields: { n: { integerValue: String(n) } } },
  });
  /** Whether the promise settles within `ms` (a commit waiting for a lock does not). */
  const settlesWithin = (promise: Promise<unknown>, ms: number) =>
    Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      sleep(ms).then(() => false),
    ]);

  it("locks a transaction's runQuery results, re-running it until all are locked", async () => {
    await env.db.doc('locked/a').set({ n: 1 });
    await env.db.doc('locked/b').set({ n: 2 });
    // Another transaction holds a, so the query waits; meanwhile c joins its results.
    const holder = (await post(':beginTransaction', {})).body.transaction as string;
    await post(':batchGet', { documents: [`${DOCS}/locked/a`], transaction: holder });
    const pending = post(':runQuery', {
      structuredQuery: { from: [{ collectionId: 'locked' }] },
      newTransaction: { readWrite: {} },
    });
    await sleep(100);
    await env.db.doc('locked/c').set({ n: 3 });
    await post(':rollback', { transaction: holder });
    const query = await pending;
    expect(query.body.map((row) => row.document?.name.split('/').at(-1))).toEqual(['a', 'b', 'c']);
    const transaction = query.body[0]?.transaction;
    expect(transaction).toEqual(expect.any(String));
    // c, which was not in the first run, is locked too: a concurrent commit waits for the commit.
    const write = env.db.doc('locked/c').update({ n: 30 });
    expect(await settlesWithin(write, 300)).toBe(false);
    const commit = await post(':commit', { transaction, writes: [setN('locked/c', 10)] });
    expect(commit.status).toBe(200);
    await write;
    expect((await env.db.doc('locked/c').get()).get('n')).toBe(30);
    expect(env.emulator.transactions.lockCount).toBe(0);
  });

  it('locks a document read by GET ?transaction=, and begins one from an aggregation', async () => {
    await env.db.doc('locked/c').set({ n: 1 });
    const begun = await post(':beginTransaction', {});
    const transaction = begun.body.transaction as string;
    const get = await fetch(
      `${base()}/v1/${DOCS}/locked/c?transaction=${encodeURIComponent(transaction)}`,
      { headers: { authorization: 'Bearer owner' } },
    );
    expect(get.status).toBe(200);
    const write = env.db.doc('locked/c').update({ n: 2 });
    expect(await settlesWithin(write, 300)).toBe(false);
    await post(':rollback', { transaction });
    await write;

    const count = await post(':runAggregationQuery', {
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: 'locked' }] },
        aggregations: [{ alias: 'n', count: {} }],
      },
      newTransaction: { readOnly: {} },
    });
    expect(count.body[0]?.transaction).toEqual(expect.any(String));
    const expired = await post(':runAggregationQuery', {
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: 'locked' }] },
        aggregations: [{ alias: 'n', count: {} }],
      },
      transaction,
    });
    expect(expired.status).toBe(400);
  });

  it('aborts a transaction whose read the client gave up waiting for, and retries', async () => {
    await env.db.doc('locked/d').set({ n: 1 });
    const holder = (await post(':beginTransaction', {})).body.transaction as string;
    await post(':batchGet', { documents: [`${DOCS}/locked/d`], transaction: holder });
    const waiter = (await post(':beginTransaction', {})).body.transaction as string;
    const gaveUp = new AbortController();
    const read = post(
      ':batchGet',
      { documents: [`${DOCS}/locked/d`], transaction: waiter },
      gaveUp.signal,
    );
    await sleep(100);
    gaveUp.abort();
    await expect(read).rejects.toThrow();
    await sleep(50);
    const late = await post(':commit', { transaction: waiter, writes: [setN('locked/d', 2)] });
    expect([late.status, late.body.error?.status]).toEqual([409, 'ABORTED']);

    // A retry (readWrite.retryTransaction) rolls back the attempt it retries, releasing its locks.
    const retry = await post(':beginTransaction', {
      options: { readWrite: { retryTransaction: holder } },
    });
    await env.db.doc('locked/d').update({ n: 3 });
    await post(':rollback', { transaction: retry.body.transaction });
    expect(env.emulator.transactions.lockCount).toBe(0);
  });
});

describe('HTTP endpoints', () => {
  it('answers a page on another origin (CORS preflight)', async () => {
    const response = await fetch(
      `${base()}/v1/projects/${PROJECT}/databases/(default)/documents:runQuery`,
      {
        method: 'OPTIONS',
        headers: {
          origin: 'http://127.0.0.1:5000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type,x-goog-api-client',
        },
      },
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5000');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('loads rules per project, refusing a bad file with its line and column', async () => {
    const put = (content: string) =>
      fetch(`${base()}/emulator/v1/projects/demo-other:securityRules`, {
        method: 'PUT',
        body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
      });
    const bad = await put(
      'service cloud.firestore {\n  match /a/{b} { allow read: if nope(); }\n}',
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(
      /^firestore\.rules:2:33: Unknown function 'nope'/,
    );
    expect((await put('service cloud.firestore { }')).status).toBe(200);
  });

  it('clears one database', async () => {
    await env.db.doc('scratch/a').set({ x: 1 });
    const response = await fetch(
      `${base()}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    expect(response.status).toBe(200);
    expect((await env.db.doc('scratch/a').get()).exists).toBe(false);
  });

  it('answers a broken body or path with a 4xx, never a 500', async () => {
    const documents = `${base()}/v1/projects/${PROJECT}/databases/(default)/documents`;
    const badJson = await fetch(`${documents}:runQuery`, {
      method: 'POST',
      body: '{"structuredQuery":',
    });
    expect(badJson.status).toBe(400);
    const badPath = await fetch(`${documents}/books/%E0%A4%A:runQuery`, {
      method: 'POST',
      body: '{}',
    });
    expect(badPath.status).toBe(400);
    const badRules = await fetch(`${base()}/emulator/v1/projects/p:securityRules`, {
      method: 'PUT',
      body: 'not json',
    });
    expect(badRules.status).toBe(400);
  });

  it('says Ok at the root', async () => {
    expect(await (await fetch(`${base()}/`)).text()).toBe('Ok');
  });
});

// The full JS SDK (`firebase/firestore`, gRPC in Node: the Write and Listen streams) through
// @firebase/rules-unit-testing, as functions/test/firestore-rules.test.ts uses it, against an
// in-process emulator that the Admin SDK reaches on the same port.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  query,
  runTransaction,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type FirestoreError,
} from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator } from './test-client';

const PROJECT = 'demo-boi';
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /books/{id} {
      allow get: if true;
      allow list: if request.query.limit <= 10;
    }
    match /notes/{id} {
      allow get, update, delete: if request.auth.uid == resource.data.owner;
      allow list: if request.auth.uid != null && resource.data.owner == request.auth.uid;
      allow create: if request.auth.uid == request.resource.data.owner;
    }
  }
}`;

let env: Awaited<ReturnType<typeof startTestEmulator>>;
let rules: RulesTestEnvironment;

const as = (uid: string) => rules.authenticatedContext(uid).firestore() as unknown as Firestore;
const visitor = () => rules.unauthenticatedContext().firestore() as unknown as Firestore;

beforeAll(async () => {
  setLogLevel('silent'); // refusals are expected here
  env = await startTestEmulator();
  rules = await initializeTestEnvironment({
    projectId: PROJECT,
    firestore: { host: '127.0.0.1', port: env.emulator.port, rules: RULES },
  });
});

afterEach(() => rules.clearFirestore());

afterAll(async () => {
  await rules.cleanup();
  await env.close();
});

async function seedBooks(count: number) {
  const batch = env.db.batch();
  for (let n = 1; n <= count; n++) batch.set(env.db.doc(`books/b${n}`), { n });
  await batch.commit();
}

describe('the full SDK over gRPC', () => {
  it('reads documents and queries, counts, as the rules allow', async () => {
    await seedBooks(12);
    const db = visitor();
    expect((await getDoc(doc(db, 'books/b3'))).get('n')).toBe(3);
    expect((await getDoc(doc(db, 'books/none'))).exists()).toBe(false);
    const some = await getDocs(query(collection(db, 'books'), where('n', '>', 9), limit(10)));
    expect(some.docs.map((d) => d.id).sort()).toEqual(['b10', 'b11', 'b12']);
    const count = await getCountFromServer(query(collection(db, 'books'), limit(5)));
    expect(count.data().count).toBe(5);
    await assertFails(getDocs(collection(db, 'books')));
  });

  it('writes through the Write stream, refusing what the rules refuse', async () => {
    const ann = as('ann');
    await assertSucceeds(setDoc(doc(ann, 'notes/n1'), { owner: 'ann', text: 'hi' }));
    await assertSucceeds(updateDoc(doc(ann, 'notes/n1'), { text: 'hello' }));
    const refused = await assertFails(setDoc(doc(ann, 'notes/n2'), { owner: 'bob' }));
    expect((refused as FirestoreError).code).toBe('permission-denied');
    expect((refused as FirestoreError).message).toContain('notes/n2');
    expect((await env.db.doc('notes/n1').get()).get('text')).toBe('hello');
    expect((await env.db.doc('notes/n2').get()).exists).toBe(false);
    await assertFails(getDoc(doc(as('bob'), 'notes/n1')));
    await assertFails(updateDoc(doc(as('bob'), 'notes/n1'), { text: 'mine now' }));
    const mine = await getDocs(query(collection(ann, 'notes'), where('owner', '==', 'ann')));
    expect(mine.size).toBe(1);
  });

  it('commits batches and transactions, judging a batch as a whole', async () => {
    const ann = as('ann');
    const batch = writeBatch(ann);
    batch.set(doc(ann, 'notes/a'), { owner: 'ann', n: 1 });
    batch.set(doc(ann, 'notes/b'), { owner: 'bob', n: 1 });
    await assertFails(batch.commit());
    expect((await env.db.doc('notes/a').get()).exists).toBe(false);

    await setDoc(doc(ann, 'notes/a'), { owner: 'ann', n: 1 });
    await runTransaction(ann, async (tx) => {
      const note = await tx.get(doc(ann, 'notes/a'));
      tx.update(note.ref, { n: (note.get('n') as number) + 1 });
    });
    expect((await env.db.doc('notes/a').get()).get('n')).toBe(2);
  });

  it('lets withSecurityRulesDisabled (the owner token) past the rules', async () => {
    await rules.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, 'secrets/s'), { x: 1 });
      expect((await getDoc(doc(db, 'secrets/s'))).get('x')).toBe(1);
    });
    await assertFails(getDoc(doc(visitor(), 'secrets/s')));
  });

  it('listens to a document and a query, and sees the Admin SDK write', async () => {
    await env.db.doc('notes/live').set({ owner: 'ann', n: 1 });
    const ann = as('ann');
    const seen: number[] = [];
    const counts: number[] = [];
    const done = new Promise<void>((resolve) => {
      const stopDoc = onSnapshot(doc(ann, 'notes/live'), (snap) => {
        seen.push(snap.get('n') as number);
        if (snap.get('n') === 2) {
          stopDoc();
          resolve();
        }
      });
    });
    const stopQuery = onSnapshot(
      query(collection(ann, 'notes'), where('owner', '==', 'ann')),
      (snap) => counts.push(snap.size),
    );
    await expect.poll(() => seen.length).toBe(1);
    await expect.poll(() => counts.length).toBe(1);
    await env.db.doc('notes/live').update({ n: 2 });
    await env.db.doc('notes/other').set({ owner: 'ann', n: 0 });
    await done;
    await expect.poll(() => counts.at(-1)).toBe(2);
    stopQuery();
    expect(seen).toEqual([1, 2]);
  });

  it('removes a refused listen target with permission-denied', async () => {
    await env.db.doc('notes/private').set({ owner: 'ann' });
    const error = await new Promise<FirestoreError>((resolve) => {
      onSnapshot(doc(as('bob'), 'notes/private'), () => undefined, resolve);
    });
    expect(error.code).toBe('permission-denied');
    const queryError = await new Promise<FirestoreError>((resolve) => {
      onSnapshot(collection(visitor(), 'books'), () => undefined, resolve);
    });
    expect(queryError.code).toBe('permission-denied');
  });

  it('clears the project with clearFirestore', async () => {
    await env.db.doc('books/b1').set({ n: 1 });
    await rules.clearFirestore();
    expect((await env.db.doc('books/b1').get()).exists).toBe(false);
  });
});

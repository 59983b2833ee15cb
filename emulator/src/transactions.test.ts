import type { DocumentReference, Firestore } from '@google-cloud/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deferred, sleep, startTestEmulator } from './test-client';

let env: Awaited<ReturnType<typeof startTestEmulator>>;
let db: Firestore;
let seq = 0;

beforeAll(async () => {
  env = await startTestEmulator();
  db = env.db;
});
afterAll(() => env.close());
afterEach(() => {
  expect(env.emulator.transactions.lockCount).toBe(0);
});

async function freshDoc(data: Record<string, unknown>): Promise<DocumentReference> {
  const ref = db.collection('tx').doc(`doc-${++seq}`);
  await ref.set(data);
  return ref;
}

const errorCode = (error: unknown) => (error as { code?: number }).code;

describe('transactions', () => {
  it('serializes two concurrent read-modify-write increments', async () => {
    const ref = await freshDoc({ n: 0 });
    const firstRead = deferred();
    const increment = (client: Firestore, onRead?: () => void) =>
      client.runTransaction(async (tx) => {
        const snapshot = await tx.get(client.doc(ref.path));
        onRead?.();
        await sleep(100);
        tx.update(client.doc(ref.path), { n: snapshot.get('n') + 1 });
      });
    const first = increment(db, firstRead.resolve);
    await firstRead.promise;
    await Promise.all([first, increment(env.connect())]);
    expect((await ref.get()).get('n')).toBe(2);
  });

  it('lets exactly 5 of 30 concurrent "decrement stock if > 0" transactions succeed', async () => {
    const ref = await freshDoc({ stock: 5 });
    class OutOfStock extends Error {}
    const clients = [db, ...Array.from({ length: 9 }, () => env.connect())];
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => {
        const client = clients[i % clients.length] as Firestore;
        return client.runTransaction(async (tx) => {
          const doc = client.doc(ref.path);
          const stock = (await tx.get(doc)).get('stock') as number;
          if (stock <= 0) throw new OutOfStock('sold out');
          tx.update(doc, { stock: stock - 1 });
        });
      }),
    );
    const failures = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(failures).toHaveLength(25);
    for (const failure of failures) expect(failure.reason).toBeInstanceOf(OutOfStock);
    expect((await ref.get()).get('stock')).toBe(0);
  });

  it('aborts one side of a deadlock, and the SDK retry then succeeds', async () => {
    const x = await freshDoc({ n: 0 });
    const y = await freshDoc({ n: 0 });
    const readX = deferred();
    const readY = deferred();
    let attempts = 0;
    const crossed = (
      first: DocumentReference,
      second: DocumentReference,
      mine: () => void,
      theirs: Promise<void>,
    ) =>
      db.runTransaction(async (tx) => {
        attempts++;
        const a = await tx.get(first);
        mine();
        await theirs;
        const b = await tx.get(second);
        tx.update(first, { n: a.get('n') + 1 });
        tx.update(second, { n: b.get('n') + 1 });
      });
    await Promise.all([
      crossed(x, y, readX.resolve, readY.promise),
      crossed(y, x, readY.resolve, readX.promise),
    ]);
    expect(attempts).toBeGreaterThanOrEqual(3);
    expect((await x.get()).get('n')).toBe(2);
    expect((await y.get()).get('n')).toBe(2);
  });

  it('answers ABORTED when a lock is not granted in time', async () => {
    const local = await startTestEmulator({ lockWaitMs: 1500 });
    const db = local.db;
    const ref = db.doc('tx/timeout');
    await ref.set({ n: 0 });
    const read = deferred();
    const hold = deferred();
    const holder = db.runTransaction(async (tx) => {
      await tx.get(ref);
      read.resolve();
      await hold.promise;
      tx.update(ref, { n: 1 });
    });
    await read.promise;
    const started = Date.now();
    const other = local.connect();
    const waiter = other.runTransaction(async (tx) => tx.get(other.doc(ref.path)), {
      maxAttempts: 1,
    });
    await expect(waiter).rejects.toSatisfy((error) => errorCode(error) === 10);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    hold.resolve();
    await holder;
    expect((await ref.get()).get('n')).toBe(1);
    expect(local.emulator.transactions.lockCount).toBe(0);
    await local.close();
  });

  it('expires an abandoned transaction, releasing its locks', async () => {
    const local = await startTestEmulator({ idleTransactionMs: 300 });
    const db = local.db;
    const ref = db.doc('tx/abandoned');
    await ref.set({ n: 0 });
    const read = deferred();
    let holderAttempts = 0;
    let holderWokeUp = false;
    const holder = db.runTransaction(async (tx) => {
      holderAttempts++;
      const snapshot = await tx.get(ref);
      read.resolve();
      if (holderAttempts === 1) {
        await sleep(2500);
        holderWokeUp = true;
      }
      tx.update(ref, { n: snapshot.get('n') + 1 });
    });
    await read.promise;
    await db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      tx.update(ref, { n: snapshot.get('n') + 1 });
    });
    expect(holderWokeUp).toBe(false);
    await holder;
    expect(holderAttempts).toBe(2);
    expect((await ref.get()).get('n')).toBe(2);
    await local.close();
  });

  it('makes non-transactional writes wait for the lock', async () => {
    const ref = await freshDoc({ v: 'initial' });
    const read = deferred();
    const transaction = db.runTransaction(async (tx) => {
      await tx.get(ref);
      read.resolve();
      await sleep(200);
      tx.update(ref, { v: 'transaction' });
    });
    await read.promise;
    await ref.update({ v: 'outside' });
    await transaction;
    expect((await ref.get()).get('v')).toBe('outside');
  });

  it('locks the documents a query returns inside a transaction', async () => {
    const ref = await freshDoc({ kind: 'queried', v: 0 });
    const read = deferred();
    const transaction = db.runTransaction(async (tx) => {
      const snapshot = await tx.get(db.collection('tx').where('kind', '==', 'queried'));
      read.resolve();
      await sleep(200);
      for (const doc of snapshot.docs) tx.update(doc.ref, { v: doc.get('v') + 1 });
    });
    await read.promise;
    await ref.update({ v: 10 });
    await transaction;
    expect((await ref.get()).get('v')).toBe(10);
  });

  it('reads without locks in read-only transactions', async () => {
    const ref = await freshDoc({ n: 7 });
    const read = deferred();
    const hold = deferred();
    const holder = db.runTransaction(async (tx) => {
      await tx.get(ref);
      read.resolve();
      await hold.promise;
    });
    await read.promise;
    const n = await env
      .connect()
      .runTransaction(async (tx) => (await tx.get(ref)).get('n') as number, { readOnly: true });
    expect(n).toBe(7);
    hold.resolve();
    await holder;
  });

  it('does not deadlock getAll calls that name the same documents in any order', async () => {
    const a = await freshDoc({ n: 0 });
    const b = await freshDoc({ n: 0 });
    let attempts = 0;
    const both = (first: DocumentReference, second: DocumentReference) =>
      db.runTransaction(async (tx) => {
        attempts++;
        const [s1, s2] = await tx.getAll(first, second);
        await sleep(50);
        tx.update(first, { n: (s1?.get('n') as number) + 1 });
        tx.update(second, { n: (s2?.get('n') as number) + 1 });
      });
    await Promise.all([both(a, b), both(b, a), both(a, b)]);
    expect(attempts).toBe(3);
    expect((await a.get()).get('n')).toBe(3);
  });

  it('ends a transaction whose commit fails, releasing its locks', async () => {
    const ref = await freshDoc({ n: 0 });
    const failing = db.runTransaction(async (tx) => {
      await tx.get(ref);
      tx.create(ref, { n: 99 });
    });
    await expect(failing).rejects.toSatisfy((error) => errorCode(error) === 6);
    await db.runTransaction(async (tx) => {
      tx.update(ref, { n: (await tx.get(ref)).get('n') + 1 });
    });
    expect((await ref.get()).get('n')).toBe(1);
  });
});

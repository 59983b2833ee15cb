import { FieldValue, Timestamp, type Firestore } from '@google-cloud/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator } from './test-client';

let env: Awaited<ReturnType<typeof startTestEmulator>>;
let db: Firestore;

beforeAll(async () => {
  env = await startTestEmulator();
  db = env.db;
});
afterAll(() => env.close());

const errorCode = (error: unknown) => (error as { code?: number }).code;

describe('commits', () => {
  it('applies nothing of a batch whose later write fails its precondition', async () => {
    await db.doc('w/existing').set({ n: 1 });
    const batch = db.batch();
    batch.set(db.doc('w/new'), { n: 2 });
    batch.update(db.doc('w/existing'), { n: 3 });
    batch.create(db.doc('w/existing'), { n: 4 });
    await expect(batch.commit()).rejects.toSatisfy((error) => errorCode(error) === 6);
    expect((await db.doc('w/new').get()).exists).toBe(false);
    expect((await db.doc('w/existing').get()).data()).toEqual({ n: 1 });

    const missing = db.batch();
    missing.set(db.doc('w/new'), { n: 2 });
    missing.update(db.doc('w/missing'), { n: 1 });
    await expect(missing.commit()).rejects.toSatisfy((error) => errorCode(error) === 5);
    expect((await db.doc('w/new').get()).exists).toBe(false);
  });

  it('checks lastUpdateTime preconditions', async () => {
    const ref = db.doc('w/timed');
    const { writeTime } = await ref.set({ n: 1 });
    await ref.update({ n: 2 }, { lastUpdateTime: writeTime });
    await expect(ref.update({ n: 3 }, { lastUpdateTime: writeTime })).rejects.toSatisfy(
      (error) => errorCode(error) === 9,
    );
    expect((await ref.get()).get('n')).toBe(2);
  });

  it('gives every write a distinct, increasing update time', async () => {
    const ref = db.doc('w/times');
    const first = await ref.set({ n: 1 });
    const second = await ref.set({ n: 2 });
    expect(second.writeTime.toMillis() * 1000).toBeGreaterThanOrEqual(
      first.writeTime.toMillis() * 1000,
    );
    expect(second.writeTime.isEqual(first.writeTime)).toBe(false);
    const snapshot = await ref.get();
    expect(snapshot.updateTime?.isEqual(second.writeTime)).toBe(true);
    expect(snapshot.createTime?.isEqual(first.writeTime)).toBe(true);
  });

  it('merges, updates nested fields and deletes fields', async () => {
    const ref = db.doc('w/merge');
    await ref.set({ a: 1, m: { x: 1, y: 2 }, gone: true });
    await ref.set({ b: 2, m: { z: 3 } }, { merge: true });
    await ref.update({ 'm.x': 10, gone: FieldValue.delete(), 'm.y': FieldValue.delete() });
    expect((await ref.get()).data()).toEqual({ a: 1, b: 2, m: { x: 10, z: 3 } });
    await ref.set({ only: true });
    expect((await ref.get()).data()).toEqual({ only: true });
  });

  it('applies every transform of a write', async () => {
    const ref = db.doc('w/transforms');
    await ref.set({ n: 1, tags: ['a'], drop: ['x', 'y'] });
    await ref.update({
      tags: FieldValue.arrayUnion('b', 'a'),
      drop: FieldValue.arrayRemove('x'),
      at: FieldValue.serverTimestamp(),
      n: FieldValue.increment(2),
      f: FieldValue.increment(0.5),
      'nested.count': FieldValue.increment(1),
    });
    const data = (await ref.get()).data() ?? {};
    expect(data).toMatchObject({
      n: 3,
      f: 0.5,
      tags: ['a', 'b'],
      drop: ['y'],
      nested: { count: 1 },
    });
    expect(data.at).toBeInstanceOf(Timestamp);
  });

  it('arrayUnion works on a missing field and a missing document', async () => {
    await db.doc('w/union').set({ other: 1 });
    await db.doc('w/union').update({ list: FieldValue.arrayUnion('x', 'x', 'y') });
    expect((await db.doc('w/union').get()).data()).toEqual({ other: 1, list: ['x', 'y'] });
    await db.doc('w/union-new').set({ list: FieldValue.arrayUnion(1) }, { merge: true });
    expect((await db.doc('w/union-new').get()).data()).toEqual({ list: [1] });
    await db
      .doc('w/union-new')
      .update({ list: FieldValue.arrayRemove(1), none: FieldValue.arrayRemove(2) });
    expect((await db.doc('w/union-new').get()).data()).toEqual({ list: [], none: [] });
  });

  it('creates with create() only once', async () => {
    await db.doc('w/once').create({ n: 1 });
    await expect(db.doc('w/once').create({ n: 2 })).rejects.toSatisfy(
      (error) => errorCode(error) === 6,
    );
    await db.doc('w/once').delete();
    expect((await db.doc('w/once').get()).exists).toBe(false);
    await expect(db.doc('w/once').delete({ exists: true })).rejects.toSatisfy(
      (error) => errorCode(error) === 5,
    );
  });

  it('round-trips every value type', async () => {
    const value = {
      s: 'বই',
      i: 42,
      big: 2 ** 40,
      d: 3.25,
      b: false,
      n: null,
      t: Timestamp.fromMillis(1_700_000_000_123),
      bytes: Buffer.from([0, 1, 255]),
      ref: db.doc('w/target'),
      arr: [1, 'two', { three: 3 }],
      map: { deep: { deeper: ['x'] } },
    };
    await db.doc('w/types').set(value);
    const data = (await db.doc('w/types').get()).data() ?? {};
    expect(data).toMatchObject({ ...value, ref: expect.anything() });
    expect(data.ref.path).toBe('w/target');
  });
});

describe('other methods', () => {
  it('runs BulkWriter writes (BatchWrite), failing only the bad one', async () => {
    const writer = db.bulkWriter();
    writer.onWriteError(() => false);
    const pending = [
      writer.set(db.doc('bulk/a'), { n: 1 }),
      writer.create(db.doc('bulk/a'), { n: 2 }),
      writer.set(db.doc('bulk/b'), { n: 3 }),
    ];
    await writer.close();
    const results = await Promise.allSettled(pending);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((await db.collection('bulk').count().get()).data().count).toBe(2);
  });

  it('streams changes to listeners', async () => {
    const seen: number[][] = [];
    const done = new Promise<void>((resolve) => {
      const unsubscribe = db
        .collection('live')
        .orderBy('n')
        .onSnapshot((snapshot) => {
          const values = snapshot.docs.map((d) => d.get('n') as number);
          seen.push(values);
          if (values.length === 2) {
            unsubscribe();
            resolve();
          }
        });
    });
    await db.doc('live/a').set({ n: 2 });
    await new Promise((r) => setTimeout(r, 50));
    await db.doc('live/b').set({ n: 1 });
    await done;
    expect(seen.at(-1)).toEqual([1, 2]);
    expect(seen).toContainEqual([2]);
  });

  it('answers UNIMPLEMENTED for what it does not support', async () => {
    const partitions = async () => {
      for await (const partition of db.collectionGroup('x').getPartitions(3)) void partition;
    };
    await expect(partitions()).rejects.toSatisfy((error) => errorCode(error) === 12);
  });
});

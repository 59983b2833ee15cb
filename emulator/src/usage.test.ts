import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestEmulator } from './test-client';
import { USAGE_PATH } from './usage';

let env: Awaited<ReturnType<typeof startTestEmulator>>;
beforeAll(async () => {
  env = await startTestEmulator();
});
afterAll(() => env.close());

const usage = async () =>
  (await (await fetch(`http://127.0.0.1:${env.emulator.port}${USAGE_PATH}`)).json()) as {
    reads: number;
    writes: number;
  };

it('tallies reads and writes as Firestore bills them', async () => {
  const { db } = env;
  const before = await usage();
  const batch = db.batch();
  for (const n of [1, 2, 3]) batch.set(db.doc(`tally/${n}`), { n });
  await batch.commit();
  await db.doc('tally/1').get();
  await db.doc('tally/none').get();
  await db.collection('tally').where('n', '>', 1).get(); // 2 documents
  await db.collection('tally').where('n', '>', 9).get(); // none: still a read
  await db.runTransaction(async (tx) => {
    const doc = await tx.get(db.doc('tally/2'));
    tx.update(doc.ref, { n: 20 });
  });
  const after = await usage();
  expect(after.writes - before.writes).toBe(4);
  expect(after.reads - before.reads).toBe(1 + 1 + 2 + 1 + 1);
});

it('names the documents written more than once within a second', async () => {
  const { db } = env;
  const hot = db.doc('tally-hot/counter');
  for (let n = 0; n < 5; n += 1) await hot.set({ n });
  await db.doc('tally-hot/once').set({ n: 1 });
  const { hotspots } = (await (
    await fetch(`http://127.0.0.1:${env.emulator.port}${USAGE_PATH}`)
  ).json()) as { hotspots: { document: string; writes: number; peakPerSecond: number }[] };
  const counter = hotspots.find((h) => h.document.endsWith('/tally-hot/counter'));
  expect(counter?.writes).toBe(5);
  expect(counter?.peakPerSecond).toBeGreaterThanOrEqual(3);
  expect(hotspots.some((h) => h.document.endsWith('/tally-hot/once'))).toBe(false);
});

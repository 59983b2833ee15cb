import { Timestamp, type Firestore } from '@google-cloud/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DocChange } from './store';
import { startTestEmulator } from './test-client';
import type { FsValue } from './values';

const PRODUCTS = 20_000;
const ROOT = 'projects/demo-boi/databases/(default)/documents';
let env: Awaited<ReturnType<typeof startTestEmulator>>;
let db: Firestore;

const str = (value: string): FsValue => ({ type: 'string', value });

beforeAll(async () => {
  env = await startTestEmulator();
  db = env.db;
  // 19,500 documents straight into the store (fast), the last 500 as a real batch commit.
  const changes: DocChange[] = [];
  for (let n = 0; n < PRODUCTS - 500; n++) {
    const name = `${ROOT}/products/p${String(n).padStart(5, '0')}`;
    const time = { seconds: 1_700_000_000 + n, nanos: 0 };
    const fields = new Map<string, FsValue>([
      ['nameE', str(`Book ${n}`)],
      ['price', { type: 'integer', value: 100 + (n % 900) }],
      ['category', { type: 'map', fields: new Map([['category_id', str(`cat-${n % 40}`)]]) }],
      ['descriptionE', str('Description '.repeat(40))],
      ['createdAt', { type: 'timestamp', ...time }],
    ]);
    changes.push({
      name,
      before: undefined,
      after: { name, fields, createTime: time, updateTime: time },
    });
  }
  env.emulator.store.apply(changes);
  const batch = db.batch();
  for (let n = PRODUCTS - 500; n < PRODUCTS; n++) {
    batch.set(db.collection('products').doc(`p${n}`), {
      nameE: `Book ${n}`,
      price: 100 + (n % 900),
      category: { category_id: `cat-${n % 40}` },
      descriptionE: 'Description '.repeat(40),
      createdAt: Timestamp.fromMillis((1_700_000_000 + n) * 1000),
    });
  }
  await batch.commit();
});

afterAll(() => env.close());

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  await run(); // warm-up
  const start = performance.now();
  const result = await run();
  return { result, ms: performance.now() - start };
}

it('answers filtered, ordered pages over 20,000 documents quickly', async () => {
  const products = db.collection('products');
  const newest = products.orderBy('createdAt', 'desc');
  const page = await timed(() => newest.offset(480).limit(24).get());
  expect(page.result.docs.map((d) => d.id).slice(0, 2)).toEqual(['p19519', 'p19518']);
  const category = await timed(() =>
    products
      .where('category.category_id', '==', 'cat-7')
      .orderBy('createdAt', 'desc')
      .limit(24)
      .get(),
  );
  expect(category.result.docs[0]?.id).toBe('p19967');
  const after = await timed(() => newest.startAfter(page.result.docs.at(-1)).limit(24).get());
  expect(after.result.docs[0]?.id).toBe('p19495');
  const range = await timed(() =>
    products.where('price', '>=', 990).orderBy('price').limit(24).get(),
  );
  expect(range.result.size).toBe(24);
  const count = await timed(() => products.count().get());
  expect(count.result.data().count).toBe(PRODUCTS);
  // Typically well under 200 ms each; the bound leaves room for a busy machine.
  for (const { ms } of [page, category, after, range, count]) expect(ms).toBeLessThan(2000);
});

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSnapshot, persistStore, saveSnapshot } from './persistence';
import { DocumentStore, type StoredDoc } from './store';
import type { FsValue } from './values';

const NAME = 'projects/demo-boi/databases/(default)/documents';
const doc = (path: string, fields: Record<string, FsValue>): StoredDoc => ({
  name: `${NAME}/${path}`,
  fields: new Map(Object.entries(fields)),
  createTime: { seconds: 10, nanos: 5 },
  updateTime: { seconds: 20, nanos: 123456 },
});
const put = (store: DocumentStore, ...docs: StoredDoc[]) =>
  store.apply(docs.map((d) => ({ name: d.name, before: undefined, after: d })));

describe('the emulator’s data on disk', () => {
  it('keeps every kind of value, and the documents’ times, across a save and a load', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'boi-emulator-')), 'firestore.jsonl');
    const store = new DocumentStore();
    const book = doc('books/b1', {
      nameB: { type: 'string', value: 'পথের পাঁচালী' },
      price: { type: 'integer', value: 250 },
      rating: { type: 'double', value: 4.5 },
      sold: { type: 'boolean', value: false },
      none: { type: 'null' },
      at: { type: 'timestamp', seconds: 1_700_000_000, nanos: 123_000 },
      raw: { type: 'bytes', value: new Uint8Array([0, 255, 7]) },
      ref: { type: 'reference', value: `${NAME}/categories/c1` },
      where: { type: 'geopoint', latitude: 23.7, longitude: 90.4 },
      tags: { type: 'array', values: [{ type: 'string', value: 'উপন্যাস' }] },
      seq: { type: 'map', fields: new Map([['all', { type: 'integer', value: 3 }]]) },
    });
    put(store, book, doc('orders/o1', { total: { type: 'integer', value: 475 } }));
    expect(saveSnapshot(store, file)).toBe(2);

    const restored = new DocumentStore();
    expect(loadSnapshot(restored, file)).toBe(2);
    expect(restored.get(book.name)).toEqual(book);
    expect([...restored.collection(`${NAME}/orders`)]).toHaveLength(1);
  });

  it('saves a moment after a change, and on close', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'boi-emulator-')), 'data', 'firestore.jsonl');
    const store = new DocumentStore();
    const saved = persistStore(store, file, 20);
    put(store, doc('books/b1', { price: { type: 'integer', value: 1 } }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(1);
    put(store, doc('books/b2', { price: { type: 'integer', value: 2 } }));
    saved.close();
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(2);
  });

  it('starts empty without a file', () => {
    expect(loadSnapshot(new DocumentStore(), join(tmpdir(), 'no-such-boi-file.jsonl'))).toBe(0);
  });
});

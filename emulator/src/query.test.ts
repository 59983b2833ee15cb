import { FieldPath, Timestamp, type Firestore, type Query } from '@google-cloud/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator } from './test-client';

let env: Awaited<ReturnType<typeof startTestEmulator>>;
let db: Firestore;

beforeAll(async () => {
  env = await startTestEmulator();
  db = env.db;
  const books = db.collection('books');
  const batch = db.batch();
  // Ties on `rank` (r1: d, b; r2: e, a, c) must be broken by document id.
  const rows: [string, Record<string, unknown>][] = [
    ['d', { rank: 1, genre: 'poetry', tags: ['bn', 'old'], price: 100, author: { id: 'w1' } }],
    ['b', { rank: 1, genre: 'novel', tags: ['bn'], price: 250.5, author: { id: 'w2' } }],
    ['e', { rank: 2, genre: 'novel', tags: [], price: 80, author: { id: 'w1' } }],
    ['a', { rank: 2, genre: 'essay', tags: ['en'], price: null, author: { id: 'w3' } }],
    ['c', { rank: 2, genre: 'novel', tags: ['en', 'new'], price: 300, author: { id: 'w2' } }],
    ['f', { rank: 3, genre: null, price: 120 }],
    ['g', { genre: 'poetry', price: 90 }],
  ];
  for (const [id, data] of rows) batch.set(books.doc(id), data);
  await batch.commit();
});

afterAll(() => env.close());

const ids = async (query: Query) => (await query.get()).docs.map((doc) => doc.id);

describe('ordering', () => {
  it('orders by a field, breaks ties by id and leaves out documents without the field', async () => {
    expect(await ids(db.collection('books').orderBy('rank'))).toEqual([
      'b',
      'd',
      'a',
      'c',
      'e',
      'f',
    ]);
  });

  it('breaks ties in the direction of the last order', async () => {
    expect(await ids(db.collection('books').orderBy('rank', 'desc'))).toEqual([
      'f',
      'e',
      'c',
      'a',
      'd',
      'b',
    ]);
  });

  it('orders by several fields and by document id', async () => {
    const query = db.collection('books').orderBy('genre').orderBy('rank', 'desc');
    expect(await ids(query)).toEqual(['f', 'a', 'e', 'c', 'b', 'd']);
    expect(await ids(db.collection('books').orderBy(FieldPath.documentId(), 'desc'))).toEqual([
      'g',
      'f',
      'e',
      'd',
      'c',
      'b',
      'a',
    ]);
  });

  it('orders values of different types in Firestore type order', async () => {
    const mixed = db.collection('mixed');
    const values: [string, unknown][] = [
      ['map', { a: 1 }],
      ['array', [1]],
      ['string', 'x'],
      ['time', Timestamp.fromMillis(0)],
      ['double', 1.5],
      ['int', 1],
      ['bool', true],
      ['null', null],
      ['nan', Number.NaN],
    ];
    await Promise.all(values.map(([id, v]) => mixed.doc(id).set({ v })));
    expect(await ids(mixed.orderBy('v'))).toEqual([
      'null',
      'bool',
      'nan',
      'int',
      'double',
      'time',
      'string',
      'array',
      'map',
    ]);
  });

  it('orders strings by UTF-8 bytes, not UTF-16 units', async () => {
    const strings = db.collection('strings');
    await strings.doc('astral').set({ s: '😀' }); // U+1F600
    await strings.doc('bmp').set({ s: '\uffe0' });
    await strings.doc('bangla').set({ s: 'বই' });
    expect(await ids(strings.orderBy('s'))).toEqual(['bangla', 'bmp', 'astral']);
  });
});

describe('cursors, offset and limit', () => {
  const byRank = () => db.collection('books').orderBy('rank');

  it('pages with startAfter(lastDoc), through ties, disjoint and complete', async () => {
    const seen: string[] = [];
    let page = await byRank().limit(2).get();
    while (!page.empty) {
      seen.push(...page.docs.map((d) => d.id));
      page = await byRank().startAfter(page.docs.at(-1)).limit(2).get();
    }
    expect(seen).toEqual(['b', 'd', 'a', 'c', 'e', 'f']);
  });

  it('pages descending with startAfter(lastDoc)', async () => {
    const query = db.collection('books').orderBy('rank', 'desc');
    const first = await query.limit(3).get();
    const second = await query.startAfter(first.docs.at(-1)).limit(3).get();
    expect([...first.docs, ...second.docs].map((d) => d.id)).toEqual([
      'f',
      'e',
      'c',
      'a',
      'd',
      'b',
    ]);
  });

  it('supports startAt / startAfter / endAt / endBefore with field values', async () => {
    expect(await ids(byRank().startAt(2))).toEqual(['a', 'c', 'e', 'f']);
    expect(await ids(byRank().startAfter(2))).toEqual(['f']);
    expect(await ids(byRank().endAt(2))).toEqual(['b', 'd', 'a', 'c', 'e']);
    expect(await ids(byRank().endBefore(2))).toEqual(['b', 'd']);
    const byRankAndId = byRank().orderBy(FieldPath.documentId());
    expect(await ids(byRankAndId.startAt(1, 'd').endBefore(2, 'c'))).toEqual(['d', 'a']);
  });

  it('supports startAt / endBefore with document snapshots', async () => {
    const c = await db.collection('books').doc('c').get();
    expect(await ids(byRank().startAt(c))).toEqual(['c', 'e', 'f']);
    expect(await ids(byRank().endBefore(c))).toEqual(['b', 'd', 'a']);
    expect(
      await ids(db.collection('books').orderBy(FieldPath.documentId()).startAfter('c')),
    ).toEqual(['d', 'e', 'f', 'g']);
  });

  it('applies offset before limit', async () => {
    expect(await ids(byRank().offset(2).limit(3))).toEqual(['a', 'c', 'e']);
    expect(await ids(byRank().offset(10))).toEqual([]);
  });

  it('supports limitToLast', async () => {
    expect(await ids(byRank().limitToLast(2))).toEqual(['e', 'f']);
  });
});

describe('filters', () => {
  const books = () => db.collection('books');

  it('matches == null and != null', async () => {
    expect(await ids(books().where('price', '==', null))).toEqual(['a']);
    expect(await ids(books().where('genre', '==', null))).toEqual(['f']);
    expect(await ids(books().where('price', '!=', null))).toEqual(['e', 'g', 'd', 'f', 'b', 'c']);
  });

  it('matches NaN', async () => {
    expect(await ids(db.collection('mixed').where('v', '==', Number.NaN))).toEqual(['nan']);
  });

  it('supports the comparison operators, ordered implicitly by the inequality field', async () => {
    expect(await ids(books().where('price', '>', 100))).toEqual(['f', 'b', 'c']);
    expect(await ids(books().where('price', '<=', 100))).toEqual(['e', 'g', 'd']);
    expect(await ids(books().where('genre', '!=', 'novel'))).toEqual(['a', 'd', 'g']);
    expect(await ids(books().where('rank', '>=', 2).where('rank', '<', 3))).toEqual([
      'a',
      'c',
      'e',
    ]);
  });

  it('supports in, not-in, array-contains and array-contains-any', async () => {
    expect(await ids(books().where('genre', 'in', ['essay', 'poetry']))).toEqual(['a', 'd', 'g']);
    expect(await ids(books().where('genre', 'not-in', ['novel', 'poetry']))).toEqual(['a']);
    expect(await ids(books().where('tags', 'array-contains', 'bn'))).toEqual(['b', 'd']);
    expect(await ids(books().where('tags', 'array-contains-any', ['old', 'new']))).toEqual([
      'c',
      'd',
    ]);
  });

  it('filters on nested fields and on the document id', async () => {
    expect(await ids(books().where('author.id', '==', 'w2'))).toEqual(['b', 'c']);
    expect(
      await ids(books().where(FieldPath.documentId(), 'in', [books().doc('a'), books().doc('e')])),
    ).toEqual(['a', 'e']);
  });

  it('combines filters with AND and nested OR', async () => {
    const { Filter } = await import('@google-cloud/firestore');
    const query = books().where(
      Filter.or(
        Filter.where('genre', '==', 'essay'),
        Filter.and(Filter.where('genre', '==', 'novel'), Filter.where('rank', '==', 1)),
        Filter.where('tags', 'array-contains', 'new'),
      ),
    );
    expect(await ids(query)).toEqual(['a', 'b', 'c']);
  });

  it('combines where(==) with orderBy desc, offset and limit', async () => {
    const query = books().where('genre', '==', 'novel').orderBy('rank', 'desc');
    expect(await ids(query)).toEqual(['e', 'c', 'b']);
    expect(await ids(query.offset(1).limit(1))).toEqual(['c']);
  });
});

describe('aggregations', () => {
  it('counts with and without filters', async () => {
    expect((await db.collection('books').count().get()).data().count).toBe(7);
    const novels = db.collection('books').where('genre', '==', 'novel');
    expect((await novels.count().get()).data().count).toBe(3);
    expect((await db.collection('nothing-here').count().get()).data().count).toBe(0);
    expect((await db.collection('books').orderBy('rank').limit(4).count().get()).data().count).toBe(
      4,
    );
  });

  it('sums and averages numeric fields', async () => {
    const { AggregateField } = await import('@google-cloud/firestore');
    const snapshot = await db
      .collection('books')
      .where('genre', '==', 'novel')
      .aggregate({ total: AggregateField.sum('price'), mean: AggregateField.average('rank') })
      .get();
    expect(snapshot.data()).toEqual({ total: 630.5, mean: 5 / 3 });
  });
});

describe('projections, collection groups and listing', () => {
  it('returns only the selected fields', async () => {
    const snapshot = await db.collection('books').orderBy('rank').select('genre').limit(1).get();
    expect(snapshot.docs[0]?.data()).toEqual({ genre: 'novel' });
    const empty = await db.collection('books').select().get();
    expect(empty.size).toBe(7);
    expect(empty.docs[0]?.data()).toEqual({});
  });

  it('queries a collection group across parents', async () => {
    await db.doc('shops/s1/reviews/r1').set({ stars: 5 });
    await db.doc('shops/s2/reviews/r2').set({ stars: 3 });
    await db.doc('books/a/reviews/r3').set({ stars: 4 });
    await db.doc('reviews/top').set({ stars: 1 });
    const query = db.collectionGroup('reviews').where('stars', '>=', 3).orderBy('stars', 'desc');
    expect((await query.get()).docs.map((d) => d.ref.path)).toEqual([
      'shops/s1/reviews/r1',
      'books/a/reviews/r3',
      'shops/s2/reviews/r2',
    ]);
    expect((await db.collectionGroup('reviews').count().get()).data().count).toBe(4);
  });

  it('lists documents and collections, and deletes recursively', async () => {
    expect((await db.collection('shops').listDocuments()).map((d) => d.id)).toEqual(['s1', 's2']);
    expect((await db.doc('shops/s1').listCollections()).map((c) => c.id)).toEqual(['reviews']);
    await db.recursiveDelete(db.collection('shops'));
    expect((await db.collectionGroup('reviews').get()).docs.map((d) => d.ref.path)).toEqual([
      'books/a/reviews/r3',
      'reviews/top',
    ]);
  });
});

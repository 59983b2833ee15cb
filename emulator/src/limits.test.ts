// Production Firestore's query and document limits, refused with INVALID_ARGUMENT (code 3), as the
// Admin SDK (gRPC) and a REST client see them. Each test names the page it follows:
//   QUOTAS  https://firebase.google.com/docs/firestore/quotas
//   QUERIES https://firebase.google.com/docs/firestore/query-data/queries#query_limitations
//           (and #limits_on_or_queries for the disjunctive normal form)
//   SIZE    https://firebase.google.com/docs/firestore/storage-size
import { Filter, FieldValue, type Firestore } from '@google-cloud/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentSize, indexEntryCount } from './limits';
import { startTestEmulator } from './test-client';
import type { FsValue } from './values';

let env: Awaited<ReturnType<typeof startTestEmulator>>;
let db: Firestore;

beforeAll(async () => {
  env = await startTestEmulator();
  db = env.db;
  await db.doc('limits/a').set({ n: 1, tags: ['x', 'y'], other: ['z'] });
});
afterAll(() => env.close());

const INVALID_ARGUMENT = 3;
const refused = (message: RegExp) => ({
  code: INVALID_ARGUMENT,
  details: expect.stringMatching(message),
});
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const count = async (promise: Promise<{ size: number }>) => (await promise).size;
const MIB = 1_048_576;

describe('in, not-in and array-contains-any values (QUERIES)', () => {
  const books = () => db.collection('limits');

  it('accepts 30 in values and refuses 31', async () => {
    expect(await count(books().where('n', 'in', range(30)).get())).toBe(1);
    await expect(books().where('n', 'in', range(31)).get()).rejects.toMatchObject(
      refused(/'IN' supports up to 30 comparison values/),
    );
  });

  it('accepts 30 array-contains-any values and refuses 31', async () => {
    expect(
      await count(
        books()
          .where('tags', 'array-contains-any', ['x', ...range(29)])
          .get(),
      ),
    ).toBe(1);
    await expect(
      books().where('tags', 'array-contains-any', range(31)).get(),
    ).rejects.toMatchObject(refused(/'ARRAY_CONTAINS_ANY' supports up to 30 comparison values/));
  });

  it('accepts 10 not-in values and refuses 11', async () => {
    expect(await count(books().where('n', 'not-in', range(10).slice(2)).get())).toBe(1);
    expect(await count(books().where('n', 'not-in', range(10)).get())).toBe(0);
    await expect(books().where('n', 'not-in', range(11)).get()).rejects.toMatchObject(
      refused(/'NOT_IN' supports up to 10 comparison values/),
    );
  });

  it('refuses an empty in / not-in / array-contains-any', async () => {
    for (const op of ['in', 'not-in', 'array-contains-any'] as const) {
      await expect(books().where('n', op, []).get()).rejects.toMatchObject(
        refused(/requires a non-empty ArrayValue/),
      );
    }
  });
});

describe('disjunctive normal form (QUERIES, limits on OR queries)', () => {
  const books = () => db.collection('limits');
  const equalities = (n: number, field = 'n') => range(n).map((i) => Filter.where(field, '==', i));

  it('accepts 30 disjunctions and refuses 31 (an or of 31 equalities)', async () => {
    expect(
      await count(
        books()
          .where(Filter.or(...equalities(30)))
          .get(),
      ),
    ).toBe(1);
    await expect(
      books()
        .where(Filter.or(...equalities(31)))
        .get(),
    ).rejects.toMatchObject(refused(/31 disjunctions/));
  });

  it('multiplies out ands of ors: in of 6 × or of 6 = 36 is refused, 5 × 6 = 30 is not', async () => {
    const sixOrs = Filter.or(...equalities(6, 'm'));
    await expect(
      books()
        .where(Filter.and(Filter.where('n', 'in', range(6)), sixOrs))
        .get(),
    ).rejects.toMatchObject(refused(/36 disjunctions/));
    expect(
      await count(
        books()
          .where(Filter.and(Filter.where('n', 'in', range(5)), sixOrs))
          .get(),
      ),
    ).toBe(0);
    // Two ins of 6 on separate fields, and-ed: 36.
    await expect(
      books().where('n', 'in', range(6)).where('m', 'in', range(6)).get(),
    ).rejects.toMatchObject(refused(/36 disjunctions/));
  });

  it('counts an in inside an or by its values', async () => {
    const query = Filter.or(Filter.where('n', 'in', range(25)), ...equalities(6, 'm'));
    await expect(books().where(query).get()).rejects.toMatchObject(refused(/31 disjunctions/));
  });
});

describe('invalid combinations (QUERIES)', () => {
  const books = () => db.collection('limits');

  it('refuses two array-contains in one disjunction, allows them in separate ones', async () => {
    await expect(
      books().where('tags', 'array-contains', 'x').where('other', 'array-contains', 'z').get(),
    ).rejects.toMatchObject(refused(/at most one array-contains or array-contains-any/));
    await expect(
      books()
        .where('tags', 'array-contains', 'x')
        .where('other', 'array-contains-any', ['z'])
        .get(),
    ).rejects.toMatchObject(refused(/at most one array-contains/));
    const either = Filter.or(
      Filter.where('tags', 'array-contains', 'x'),
      Filter.where('other', 'array-contains', 'q'),
    );
    expect(await count(books().where(either).get())).toBe(1);
  });

  it("refuses not-in with in, array-contains-any, or, '!=' and another not-in", async () => {
    const notIn = () => books().where('n', 'not-in', [5]);
    await expect(notIn().where('m', 'in', [1]).get()).rejects.toMatchObject(
      refused(/'not-in' filters with 'in'/),
    );
    await expect(notIn().where('tags', 'array-contains-any', ['x']).get()).rejects.toMatchObject(
      refused(/'not-in' filters with 'array-contains-any'/),
    );
    await expect(
      notIn()
        .where(Filter.or(Filter.where('m', '==', 1), Filter.where('m', '==', 2)))
        .get(),
    ).rejects.toMatchObject(refused(/'not-in' filters with 'or'/));
    await expect(notIn().where('m', '!=', 1).get()).rejects.toMatchObject(
      refused(/'not-in' filters with '!='/),
    );
    await expect(notIn().where('m', 'not-in', [1]).get()).rejects.toMatchObject(
      refused(/more than one 'not-in'/),
    );
  });

  it('refuses the same in count() and over REST (400)', async () => {
    await expect(
      db.collection('limits').where('n', 'in', range(31)).count().get(),
    ).rejects.toMatchObject({ code: INVALID_ARGUMENT });
    const response = await fetch(
      `http://127.0.0.1:${env.emulator.port}/v1/projects/demo-boi/databases/(default)/documents:runQuery`,
      {
        method: 'POST',
        body: JSON.stringify({
          structuredQuery: {
            from: [{ collectionId: 'limits' }],
            where: {
              fieldFilter: {
                field: { fieldPath: 'n' },
                op: 'NOT_IN',
                value: { arrayValue: { values: range(11).map((i) => ({ integerValue: `${i}` })) } },
              },
            },
          },
        }),
      },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { status: string; message: string } };
    expect(body.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: "'NOT_IN' supports up to 10 comparison values.",
    });
  });
});

describe('document size (QUOTAS: 1 MiB; SIZE: how it is counted)', () => {
  it("counts storage-size.md's example task as 147 bytes", () => {
    const fields = new Map<string, FsValue>([
      ['type', { type: 'string', value: 'Personal' }],
      ['done', { type: 'boolean', value: false }],
      ['priority', { type: 'integer', value: 1 }],
      ['description', { type: 'string', value: 'Learn Cloud Firestore' }],
    ]);
    const name = 'projects/p/databases/(default)/documents/users/jeff/tasks/my_task_id';
    expect(documentSize({ name, fields })).toBe(147);
  });

  it('accepts a 0.9 MiB document and refuses a 1.1 MiB one, writing nothing of its batch', async () => {
    await db.doc('limits/big').set({ text: 'a'.repeat(0.9 * MIB) });
    const batch = db.batch();
    batch.set(db.doc('limits/small'), { n: 1 });
    batch.set(db.doc('limits/big'), { text: 'b'.repeat(1.1 * MIB) });
    await expect(batch.commit()).rejects.toMatchObject(
      refused(
        /cannot be written because its size \(1,153,4\d\d bytes\) exceeds the maximum allowed size of 1,048,576 bytes/,
      ),
    );
    expect((await db.doc('limits/small').get()).exists).toBe(false);
    expect(((await db.doc('limits/big').get()).get('text') as string)[0]).toBe('a');
  });

  it('refuses exactly one byte over the limit, counting the document as transformed', async () => {
    const ref = db.doc('limits/edge');
    // name: "limits" (7) + "edge" (5) + 16 = 28; field "s" (2) + string (n + 1); + 32.
    const fits = MIB - 28 - 2 - 1 - 32;
    await ref.set({ s: 'x'.repeat(fits) }); // exactly 1,048,576 bytes
    await expect(ref.set({ s: 'x'.repeat(fits + 1) })).rejects.toMatchObject(
      refused(/its size \(1,048,577 bytes\)/),
    );
    // A transform's result counts: increment creates "n" (2 bytes) holding an integer (8 bytes).
    await expect(ref.update({ n: FieldValue.increment(1) })).rejects.toMatchObject(
      refused(/its size \(1,048,586 bytes\)/),
    );
    expect((await ref.get()).get('n')).toBeUndefined();
  });
});

describe('field names and depth (QUOTAS)', () => {
  it('accepts a 1,500-byte field name and refuses a 1,501-byte one', async () => {
    await db.doc('limits/names').set({ ['k'.repeat(1500)]: 1 });
    await expect(db.doc('limits/names').set({ ['k'.repeat(1501)]: 1 })).rejects.toMatchObject(
      refused(/field name 'k+…' is longer than 1,500 bytes/),
    );
    // Multi-byte characters count by their UTF-8 bytes: 501 × 3 = 1,503.
    await expect(
      db.doc('limits/names').set({ nested: { ['অ'.repeat(501)]: true } }),
    ).rejects.toMatchObject(refused(/longer than 1,500 bytes/));
  });

  it('accepts 20 levels of maps and refuses 21', async () => {
    const nest = (levels: number): Record<string, unknown> =>
      levels === 0 ? {} : { m: nest(levels - 1) };
    await db.doc('limits/deep').set(nest(20));
    // 21 nested maps (the innermost empty), so that the Admin SDK's own check (a field path of at
    // most 21 segments) lets it through to the server.
    await expect(db.doc('limits/deep').set(nest(21))).rejects.toMatchObject(
      refused(/nested more than 20 levels deep/),
    );
    // Arrays count as levels too.
    const arrays = { a: [[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]] };
    await expect(db.doc('limits/deep').set(arrays)).rejects.toMatchObject(
      refused(/nested more than 20 levels deep/),
    );
  });
});

describe('index entries (QUOTAS: 40,000 per document; SIZE: single-field index entries)', () => {
  it('counts two entries per value, one per distinct array element, map subfields recursively', () => {
    const fields = new Map<string, FsValue>([
      ['city', { type: 'string', value: 'SF' }],
      [
        'temperatures',
        {
          type: 'map',
          fields: new Map<string, FsValue>([
            ['summer', { type: 'integer', value: 67 }],
            ['winter', { type: 'double', value: 55 }],
          ]),
        },
      ],
      [
        'neighborhoods',
        {
          type: 'array',
          values: [
            { type: 'string', value: 'Mission' },
            { type: 'string', value: 'Marina' },
            { type: 'string', value: 'Mission' },
            { type: 'integer', value: 1 },
            { type: 'double', value: 1 },
          ],
        },
      ],
    ]);
    expect(indexEntryCount(fields)).toBe(2 + 4 + 3);
  });

  it(
    'refuses a document with more than 40,000 entries; repeated elements count once',
    {
      timeout: 20_000,
    },
    async () => {
      const ref = db.doc('limits/many');
      await ref.set({ tags: range(39_998), n: 0 }); // 39,998 + 2 = 40,000
      await expect(ref.set({ tags: range(39_999), n: 0 })).rejects.toMatchObject(
        refused(/too many index entries for entity: .* has 40,001 single-field index entries/),
      );
      await ref.set({ tags: Array.from({ length: 50_000 }, () => 1), n: 1 }); // 1 + 2 entries
      expect((await ref.get()).get('n')).toBe(1);
    },
  );
});

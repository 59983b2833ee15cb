// A query's offset, as the rules see it (`request.query.offset`) and as Firestore bills it (every
// document it skips is a read), over both doors: gRPC (the Admin and JS SDKs) and REST (Firestore
// Lite, or a script).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Firestore } from '@google-cloud/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator } from './test-client';
import { USAGE_PATH } from './usage';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /shelf/{id} {
      allow list: if request.query.limit <= 5
        && (request.query.get('offset', 0) == 0 || request.query.get('offset', 0) == null);
    }
  }
}`;

const folder = mkdtempSync(join(tmpdir(), 'boi-offset-'));
let env: Awaited<ReturnType<typeof startTestEmulator>>;
let visitor: Firestore;

beforeAll(async () => {
  const rulesFile = join(folder, 'firestore.rules');
  writeFileSync(rulesFile, RULES);
  env = await startTestEmulator({ rulesFile });
  const batch = env.db.batch();
  for (let n = 0; n < 20; n += 1)
    batch.set(env.db.doc(`shelf/b${String(n).padStart(2, '0')}`), { n });
  await batch.commit();
  // Not the Admin SDK's `Bearer owner`: a caller without a valid token, as the rules see a visitor.
  visitor = new Firestore({
    projectId: 'demo-boi',
    host: '127.0.0.1',
    port: env.emulator.port,
    ssl: false,
    customHeaders: { Authorization: 'Bearer visitor' },
  });
});

afterAll(async () => {
  await visitor.terminate();
  await env.close();
  rmSync(folder, { recursive: true, force: true });
});

const usage = async () =>
  (
    (await (await fetch(`http://127.0.0.1:${env.emulator.port}${USAGE_PATH}`)).json()) as {
      reads: number;
    }
  ).reads;

/** A REST runQuery on `shelf` with no Authorization header: a visitor's script. */
async function restQuery(offset?: number, authorization?: string) {
  const response = await fetch(
    `http://127.0.0.1:${env.emulator.port}/v1/projects/demo-boi/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(authorization ? { authorization } : {}),
      },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'shelf' }],
          orderBy: [{ field: { fieldPath: 'n' }, direction: 'ASCENDING' }],
          limit: 5,
          ...(offset === undefined ? {} : { offset }),
        },
      }),
    },
  );
  const body = (await response.json()) as {
    document?: { fields: { n: { integerValue: string } } };
  }[];
  return {
    status: response.status,
    ns: Array.isArray(body)
      ? body.flatMap((row) => (row.document ? [Number(row.document.fields.n.integerValue)] : []))
      : [],
  };
}

describe('request.query.offset in the rules', () => {
  it('refuses a visitor’s REST query with an offset, and allows it without one or at 0', async () => {
    expect((await restQuery(15)).status).toBe(403);
    expect(await restQuery()).toEqual({ status: 200, ns: [0, 1, 2, 3, 4] });
    expect((await restQuery(0)).status).toBe(200);
  });

  it('refuses a visitor’s gRPC query with an offset, and allows it without one', async () => {
    const byN = visitor.collection('shelf').orderBy('n').limit(5);
    await expect(byN.offset(15).get()).rejects.toMatchObject({ code: 7 });
    expect((await byN.get()).docs.map((doc) => doc.get('n') as number)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('the reads an offset bills', () => {
  it('counts every skipped document over gRPC', async () => {
    const before = await usage();
    const page = await env.db.collection('shelf').orderBy('n').offset(15).limit(5).get();
    expect(page.size).toBe(5);
    expect((await usage()) - before).toBe(20);
  });

  it('counts every skipped document over REST, and the reads REST serves', async () => {
    const before = await usage();
    const page = await restQuery(15, 'Bearer owner');
    expect(page).toEqual({ status: 200, ns: [15, 16, 17, 18, 19] });
    expect((await usage()) - before).toBe(20);
    const get = await fetch(
      `http://127.0.0.1:${env.emulator.port}/v1/projects/demo-boi/databases/(default)/documents/shelf/b00`,
      { headers: { authorization: 'Bearer owner' } },
    );
    expect(get.status).toBe(200);
    expect((await usage()) - before).toBe(21);
  });

  it('counts an offset past the end as the documents it skipped', async () => {
    const before = await usage();
    const page = await env.db.collection('shelf').orderBy('n').offset(500).limit(5).get();
    expect(page.size).toBe(0);
    expect((await usage()) - before).toBe(20);
  });
});

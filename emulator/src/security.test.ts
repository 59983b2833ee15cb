import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callerOf } from './security';
import { startFirestoreEmulator, type FirestoreEmulator } from './server';

const rulesAllowingBooks = (allowed: boolean) => `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /books/{id} { allow read: if ${allowed}; }
  }
}`;

const jwt = (payload: object) =>
  [{ alg: 'none', typ: 'JWT' }, payload, '']
    .map((part) => (part ? Buffer.from(JSON.stringify(part)).toString('base64url') : ''))
    .join('.');

describe('callerOf', () => {
  it('reads the Admin SDK, unsigned mock tokens, Auth emulator tokens and nobody', () => {
    expect(callerOf('Bearer owner')).toEqual({ owner: true });
    expect(callerOf(`Bearer ${jwt({ sub: 'ann', admin: true })}`)).toEqual({
      owner: false,
      auth: { uid: 'ann', token: { sub: 'ann', admin: true } },
    });
    expect(callerOf(`Bearer ${jwt({ user_id: 'bob' })}`)).toMatchObject({
      auth: { uid: 'bob' },
    });
    expect(callerOf(undefined)).toEqual({ owner: false, auth: null });
    expect(callerOf('Bearer not-a-jwt')).toEqual({ owner: false, auth: null });
  });
});

describe('the rules file', () => {
  const folder = mkdtempSync(join(tmpdir(), 'boi-rules-'));
  let emulator: FirestoreEmulator | undefined;
  afterAll(async () => {
    await emulator?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('fails the start with its line and column when it does not compile', async () => {
    const file = join(folder, 'bad.rules');
    writeFileSync(file, 'service cloud.firestore {\n  match /a/{b} { allow read: if nope(); }\n}');
    await expect(startFirestoreEmulator({ port: 0, rulesFile: file })).rejects.toThrow(
      `${file}:2:33: Unknown function 'nope'`,
    );
  });

  it('is reloaded when it changes, also when an editor replaces it', async () => {
    const file = join(folder, 'firestore.rules');
    writeFileSync(file, rulesAllowingBooks(false));
    emulator = await startFirestoreEmulator({ port: 0, rulesFile: file });
    const read = async () =>
      (
        await fetch(
          `http://127.0.0.1:${emulator!.port}/v1/projects/demo-boi/databases/(default)/documents/books/b1`,
        )
      ).status;
    expect(await read()).toBe(403);

    writeFileSync(`${file}.tmp`, rulesAllowingBooks(true));
    renameSync(`${file}.tmp`, file);
    await expect.poll(read, { timeout: 3000 }).toBe(404);

    writeFileSync(file, 'service cloud.firestore {');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await read()).toBe(404); // the broken file did not replace the working rules

    writeFileSync(file, rulesAllowingBooks(false));
    await expect.poll(read, { timeout: 3000 }).toBe(403);
  });
});

describe('rules on commits', () => {
  const PROJECT = 'demo-rules-commits';
  const base = () => `http://127.0.0.1:${emulator!.port}`;
  const documents = `projects/${PROJECT}/databases/(default)/documents`;
  let emulator: FirestoreEmulator | undefined;
  const commit = (writes: unknown[], uid = 'ann') =>
    fetch(`${base()}/v1/${documents}:commit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt({ sub: uid })}`, 'content-type': 'application/json' },
      body: JSON.stringify({ writes }),
    });
  const read = async (path: string) =>
    (
      await fetch(`${base()}/v1/${documents}/${path}`, {
        headers: { authorization: 'Bearer owner' },
      })
    ).status;

  afterAll(async () => {
    await emulator?.stop();
  });

  it('loads the rules', async () => {
    emulator = await startFirestoreEmulator({ port: 0 });
    const content = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /stamped/{id} { allow create: if request.resource.data.createdAt == request.time; }
    match /secret/{id} { allow read: if false; }
    match /copies/{id} { allow create: if true; }
  }
}`;
    const put = await fetch(`${base()}/emulator/v1/projects/${PROJECT}:securityRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
    });
    expect(put.status).toBe(200);
    const seeded = await fetch(`${base()}/v1/${documents}:commit`, {
      method: 'POST',
      headers: { authorization: 'Bearer owner' },
      body: JSON.stringify({
        writes: [
          { update: { name: `${documents}/secret/s1`, fields: { n: { integerValue: '1' } } } },
        ],
      }),
    });
    expect(seeded.status).toBe(200);
  });

  // https://firebase.google.com/docs/firestore/security/rules-conditions: request.time is the
  // time the request is received, which a serverTimestamp() writes.
  it('sees as request.time the timestamp serverTimestamp() writes', async () => {
    const stamp = (id: string, createdAt: unknown) =>
      commit([
        {
          update: { name: `${documents}/stamped/${id}`, fields: createdAt ?? {} },
          ...(createdAt
            ? {}
            : {
                updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }],
              }),
        },
      ]);
    expect((await stamp('a', null)).status).toBe(200);
    const clientClock = { createdAt: { timestampValue: new Date().toISOString() } };
    expect((await stamp('b', clientClock)).status).toBe(403);
  });

  // https://firebase.google.com/docs/firestore/manage-data/transactions: documents read but not
  // written are sent as `verify` writes: their precondition is checked, nothing is written, and
  // no rule runs again for them (their read was already allowed).
  it('accepts verify writes: checks their precondition, writes nothing, runs no rule', async () => {
    const copy = { update: { name: `${documents}/copies/c1`, fields: {} } };
    const verify = (path: string, exists: boolean) => ({
      verify: `${documents}/${path}`,
      currentDocument: { exists },
    });
    expect((await commit([verify('secret/s1', true), copy])).status).toBe(200);
    expect(await read('copies/c1')).toBe(200);
    expect((await commit([verify('secret/missing', true), copy])).status).toBe(404);
    expect((await commit([verify('secret/missing', false)])).status).toBe(200);
    expect(await read('secret/missing')).toBe(404);
  });
});

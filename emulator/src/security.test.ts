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

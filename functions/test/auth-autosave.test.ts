// npm start's Auth autosave (scripts/auth-autosave.ts) against the running Auth emulator: what it
// writes is the emulators' own export layout, which `firebase emulators:start --import` reads.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveAuth } from '../../scripts/auth-autosave';
import { createTestUser } from './auth-helpers';

const authPort = Number(process.env.FIREBASE_AUTH_EMULATOR_HOST?.split(':')[1]);

describe('the Auth autosave', () => {
  it('saves the accounts in the export layout, and rewrites nothing until they change', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'boi-auth-save-'));
    const first = await createTestUser();
    const digest = await saveAuth('demo-boi', authPort, dir);
    const accountsFile = join(dir, 'auth_export', 'accounts.json');
    const saved = JSON.parse(readFileSync(accountsFile, 'utf8')) as {
      kind: string;
      users: { email: string }[];
    };
    expect(saved.kind).toBe('identitytoolkit#DownloadAccountResponse');
    expect(saved.users.map((user) => user.email)).toContain(first.email);
    expect(
      JSON.parse(readFileSync(join(dir, 'firebase-export-metadata.json'), 'utf8')),
    ).toMatchObject({ auth: { path: 'auth_export' } });

    const written = statSync(accountsFile).mtimeMs;
    expect(await saveAuth('demo-boi', authPort, dir, digest)).toBe(digest);
    expect(statSync(accountsFile).mtimeMs).toBe(written);

    const second = await createTestUser();
    expect(await saveAuth('demo-boi', authPort, dir, digest)).not.toBe(digest);
    expect(readFileSync(accountsFile, 'utf8')).toContain(second.email);
  });
});

// npm start's Auth accounts survive a kill -9. The Auth emulator only exports on a clean exit (and
// an emulator whose parent was killed cannot: its output has nowhere to go), so the stack saves
// the accounts itself, in the layout that --export-on-exit writes and --import reads: every few
// seconds when they have changed, and once more before it stops emulators an earlier run left
// behind. Each file is written beside its old copy and renamed over it, so a kill in the middle
// leaves the previous save whole.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const authUrl = (port: number, path: string) => `http://127.0.0.1:${port}${path}`;

async function read(url: string): Promise<string> {
  // The Auth emulator takes `owner` as an admin credential.
  const response = await fetch(url, { headers: { authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

function writeAtomically(path: string, text: string): void {
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
}

function firebaseToolsVersion(): string {
  const manifest = join(
    import.meta.dirname,
    '..',
    'node_modules',
    'firebase-tools',
    'package.json',
  );
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Saves the accounts if they differ from `previous` (a digest); answers the digest saved. */
export async function saveAuth(
  projectId: string,
  authPort: number,
  exportDir: string,
  previous: string | null = null,
): Promise<string> {
  const accounts = await read(
    authUrl(
      authPort,
      `/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?maxResults=-1`,
    ),
  );
  const digest = createHash('sha256').update(accounts).digest('hex');
  if (digest === previous) return digest;
  const config = await read(authUrl(authPort, `/emulator/v1/projects/${projectId}/config`));
  const dir = join(exportDir, 'auth_export');
  mkdirSync(dir, { recursive: true });
  writeAtomically(join(dir, 'config.json'), config);
  writeAtomically(join(dir, 'accounts.json'), accounts);
  const metadata = join(exportDir, 'firebase-export-metadata.json');
  if (!existsSync(metadata)) {
    const version = firebaseToolsVersion();
    writeAtomically(metadata, JSON.stringify({ version, auth: { version, path: 'auth_export' } }));
  }
  return digest;
}

/** Starts saving; the returned function stops it (before the stack's own export on exit). */
export function startAuthAutosave(
  projectId: string,
  authPort: number,
  exportDir: string,
  everyMs = 3_000,
): () => Promise<void> {
  let saved: string | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      saved = await saveAuth(projectId, authPort, exportDir, saved);
    } catch {
      // The emulators are starting or stopping: the next tick, or the export on exit, saves.
    }
  };
  const timer = setInterval(() => {
    running = running.then(tick);
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

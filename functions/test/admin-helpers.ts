import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { BASE_URL } from './fixtures';

/** An /api/v1 write as an API client makes it: JSON, URL-encoded or multipart form data. */
export async function apiWrite(
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: { body?: Record<string, unknown>; token?: string; as?: 'json' | 'form' } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.body && options.as === 'form') {
    const form = new FormData();
    for (const [key, value] of Object.entries(options.body)) {
      form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    body = form;
  } else if (options.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${BASE_URL}/api/v1${path}`, { method, headers, body });
  return { status: response.status, body: (await response.json()) as any };
}

export const pngBytes = (width = 60, height = 90): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#b03a2e' } })
    .png()
    .toBuffer();

/** POST /api/v1/upload with the given files in the `image` field. */
export async function upload(
  kind: 'product' | 'banner',
  files: { name: string; bytes: Buffer; type?: string }[],
  token?: string,
) {
  const form = new FormData();
  for (const file of files) {
    form.append('image', new Blob([file.bytes], { type: file.type ?? 'image/png' }), file.name);
  }
  const response = await fetch(`${BASE_URL}/api/v1/upload?kind=${kind}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** A real uploaded cover (or banner) and its upload id. */
export async function uploadedPicture(kind: 'product' | 'banner', token: string): Promise<string> {
  const { status, body } = await upload(
    kind,
    [{ name: 'cover.PNG', bytes: await pngBytes() }],
    token,
  );
  if (status !== 201) throw new Error(`upload failed: ${status} ${JSON.stringify(body)}`);
  return body.data.upload as string;
}

/** `npm run admin:grant|revoke -- <email>` against this test stack, as the owner runs it. */
export function runCli(action: 'grant' | 'revoke', email: string) {
  const root = resolve(import.meta.dirname, '../..');
  return spawnSync(
    resolve(root, 'node_modules/.bin/tsx'),
    ['scripts/admin-claim.ts', action, email],
    { cwd: root, env: process.env, encoding: 'utf8' },
  );
}

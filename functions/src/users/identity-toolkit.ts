/**
 * Firebase Auth's REST API (Identity Toolkit), for what the Admin SDK cannot do: check a password
 * (sign-in) and use a password reset code. Against the Auth emulator when
 * FIREBASE_AUTH_EMULATOR_HOST is set; in production it needs the web app's API key,
 * FIREBASE_WEB_API_KEY (README, "API").
 */
export type ToolkitAnswer<T> = { ok: true; data: T } | { ok: false; code: string };

function endpoint(method: string, env: NodeJS.ProcessEnv): string | null {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
  const key = env.FIREBASE_WEB_API_KEY ?? (emulator ? 'emulator-key' : undefined);
  if (!key) return null;
  const base = emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  return `${base}/v1/accounts:${method}?key=${encodeURIComponent(key)}`;
}

export async function identityToolkit<T>(
  method: 'signInWithPassword' | 'resetPassword',
  body: Record<string, unknown>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ToolkitAnswer<T>> {
  const url = endpoint(method, env);
  if (!url) return { ok: false, code: 'NOT_CONFIGURED' };
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const json = (await response.json().catch(() => null)) as
    (T & { error?: { message?: string } }) | null;
  if (response.ok && json) return { ok: true, data: json };
  // Messages look like "INVALID_PASSWORD" or "TOO_MANY_ATTEMPTS_TRY_LATER : …".
  const code = json?.error?.message?.split(/[\s:]/)[0] ?? `HTTP_${response.status}`;
  return { ok: false, code };
}

// The /api/v1 write rows' App Check, as it answers with enforcement on (the emulator stack runs
// with it off, so the integration tests cannot turn it on; the valid-token path needs a real
// App Check token, which only a registered app gets).
import { describe, expect, it } from 'vitest';
import { APP_CHECK_REQUIRED_MESSAGE, requireAppCheck } from './app-check';

const request = (headers: Record<string, string>) => ({
  get: (name: string) => headers[name.toLowerCase()],
});

describe('requireAppCheck', () => {
  it('refuses a write without the header when enforced', async () => {
    await expect(requireAppCheck(request({}), true)).rejects.toMatchObject({
      status: 401,
      message: APP_CHECK_REQUIRED_MESSAGE,
    });
  });

  it('refuses a forged token when enforced', async () => {
    const forged = request({ 'x-firebase-appcheck': 'not.a.token' });
    await expect(requireAppCheck(forged, true)).rejects.toMatchObject({ status: 401 });
  });

  it('reads nothing when not enforced', async () => {
    await expect(requireAppCheck(request({}), false)).resolves.toBeUndefined();
  });
});

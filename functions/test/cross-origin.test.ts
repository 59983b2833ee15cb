// Which answers another site's page may read: public catalog reads, yes; signed-in reads and
// operations, never (a shopper's browser must not be usable by evil.example).
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from './auth-helpers';
import { BASE_URL } from './fixtures';

const EVIL = { origin: 'https://evil.example' };
let reader: TestUser;

beforeAll(async () => {
  reader = await createTestUser();
});

describe('cross-origin access', () => {
  it('lets any site read the public catalog', async () => {
    const response = await fetch(`${BASE_URL}/api/v1/category?limit=1`, { headers: EVIL });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('gives another site nothing of a signed-in read', async () => {
    const response = await fetch(`${BASE_URL}/api/v1/user/me`, {
      headers: { ...EVIL, authorization: `Bearer ${reader.idToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses another site a callable: the preflight grants nothing', async () => {
    const preflight = await fetch(`${BASE_URL}/api/callable/placeOrder`, {
      method: 'OPTIONS',
      headers: {
        ...EVIL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const call = await fetch(`${BASE_URL}/api/callable/checkCoupon`, {
      method: 'POST',
      headers: { ...EVIL, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { code: 'NOPE' } }),
    });
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
  });
});

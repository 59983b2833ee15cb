// The rate limits of domain/src/api/rate-limits.ts, kept in Firestore where every instance sees them:
// past the documented count a caller gets 429 (RESOURCE_EXHAUSTED) with when to try again.
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE, RATE_LIMITS } from '@boi/domain/api/rate-limits';
import { callFunction, createTestUser, type TestUser } from './auth-helpers';

let shopper: TestUser;
beforeAll(async () => {
  shopper = await createTestUser();
});

describe('rate limits', () => {
  it('refuses an account’s coupon guesses past the limit, with the time to wait', async () => {
    const allowed = RATE_LIMITS.coupon.perAccount.count;
    for (let n = 0; n < allowed; n += 1) {
      const guess = await callFunction('checkCoupon', { code: `GUESS${n}` }, shopper.idToken);
      expect(guess.status).toBe(404);
    }
    const refused = await callFunction('checkCoupon', { code: 'GUESSMORE' }, shopper.idToken);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      status: 'RESOURCE_EXHAUSTED',
      message: RATE_LIMITED_MESSAGE,
    });
    const wait = refused.body.error.details.retryAfter as number;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(RATE_LIMITS.coupon.perAccount.seconds);
    // Another account is not held back by this one.
    const other = await createTestUser();
    expect((await callFunction('checkCoupon', { code: 'OTHER1' }, other.idToken)).status).toBe(404);
  });
});

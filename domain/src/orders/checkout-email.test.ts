import { describe, expect, it } from 'vitest';
import { confirmCheckoutEmailInputSchema } from './checkout-email';

describe('the checkout e-mail link', () => {
  const token = 'a'.repeat(43);
  it("takes the shop's {uid}~{hash} id and a 43-character token", () => {
    const id = `Xy7uid01~${'b'.repeat(22)}`;
    expect(confirmCheckoutEmailInputSchema.safeParse({ id, token }).success).toBe(true);
  });
  it('refuses reserved ids, paths and short tokens', () => {
    for (const input of [
      { id: `__x__~${'b'.repeat(22)}`, token },
      { id: `../u~${'b'.repeat(22)}`, token },
      { id: 'u~short', token },
      { id: `u~${'b'.repeat(22)}`, token: 'short' },
    ]) {
      expect(confirmCheckoutEmailInputSchema.safeParse(input).success).toBe(false);
    }
  });
});

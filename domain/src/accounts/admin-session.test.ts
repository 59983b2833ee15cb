// Which sessions may act as admin: the claim, signed in by password or e-mail link only.
import { describe, expect, it } from 'vitest';
import { isAdminSession } from './admin-session';

describe('isAdminSession', () => {
  it('takes the claim from a password or e-mail link session', () => {
    expect(isAdminSession({ admin: true, firebase: { sign_in_provider: 'password' } })).toBe(true);
    expect(isAdminSession({ admin: true, firebase: { sign_in_provider: 'emailLink' } })).toBe(true);
  });

  it('refuses a phone code, a custom token, a missing method or no claim', () => {
    for (const provider of ['phone', 'custom', 'anonymous', undefined]) {
      expect(isAdminSession({ admin: true, firebase: { sign_in_provider: provider } })).toBe(false);
    }
    expect(isAdminSession({ admin: 'true', firebase: { sign_in_provider: 'password' } })).toBe(
      false,
    );
    expect(isAdminSession({ firebase: { sign_in_provider: 'password' } })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { resetEmailSettings, resetPasswordPath, resetPathFromSearch } from './reset-link';

describe('reset links', () => {
  it('puts the out-of-band code in the route', () => {
    expect(resetPasswordPath('abc-DEF_123')).toBe('/reset-password/resetPassword/abc-DEF_123');
    expect(resetPasswordPath('a/b')).toBe('/reset-password/resetPassword/a%2Fb');
  });

  it("turns Firebase's action link query into the route", () => {
    expect(resetPathFromSearch('?mode=resetPassword&oobCode=XYZ&apiKey=k&lang=en')).toBe(
      '/reset-password/resetPassword/XYZ',
    );
    expect(resetPathFromSearch('?oobCode=XYZ')).toBe('/reset-password/resetPassword/XYZ');
  });

  it('ignores other actions and links without a code', () => {
    expect(resetPathFromSearch('?mode=verifyEmail&oobCode=XYZ')).toBeNull();
    expect(resetPathFromSearch('?mode=resetPassword')).toBeNull();
    expect(resetPathFromSearch('')).toBeNull();
  });

  it('continues to /login on this site', () => {
    expect(resetEmailSettings('https://boi.web.app')).toEqual({
      url: 'https://boi.web.app/login',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { authEmulatorUrl } from './auth-emulator';

describe('authEmulatorUrl', () => {
  it('uses the configured host, adding a scheme when missing', () => {
    const page = { hostname: 'boi.example', port: '' };
    expect(authEmulatorUrl('127.0.0.1:9199', page)).toBe('http://127.0.0.1:9199');
    expect(authEmulatorUrl('http://10.0.0.2:9099', page)).toBe('http://10.0.0.2:9099');
  });

  it("finds the local stack's emulator from the Hosting port", () => {
    expect(authEmulatorUrl(undefined, { hostname: '127.0.0.1', port: '5000' })).toBe(
      'http://127.0.0.1:9099',
    );
    expect(authEmulatorUrl(undefined, { hostname: '127.0.0.1', port: '5100' })).toBe(
      'http://127.0.0.1:9199',
    );
    expect(authEmulatorUrl(undefined, { hostname: 'localhost', port: '5173' })).toBe(
      'http://127.0.0.1:9099',
    );
  });

  it('uses real Firebase Auth away from local hosts', () => {
    expect(authEmulatorUrl(undefined, { hostname: 'boi.web.app', port: '' })).toBeNull();
    expect(authEmulatorUrl('', { hostname: 'boi.web.app', port: '' })).toBeNull();
  });
});

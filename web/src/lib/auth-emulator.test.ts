import { describe, expect, it } from 'vitest';
import { authEmulatorUrl } from './auth-emulator';

describe('authEmulatorUrl', () => {
  it('uses the configured host, adding a scheme when missing', () => {
    expect(authEmulatorUrl('127.0.0.1:9199', 'boi.example')).toBe('http://127.0.0.1:9199');
    expect(authEmulatorUrl('http://10.0.0.2:9099', 'boi.example')).toBe('http://10.0.0.2:9099');
  });

  it('defaults to the local emulator on local hosts only', () => {
    expect(authEmulatorUrl(undefined, 'localhost')).toBe('http://127.0.0.1:9099');
    expect(authEmulatorUrl(undefined, '127.0.0.1')).toBe('http://127.0.0.1:9099');
    expect(authEmulatorUrl(undefined, 'boi.web.app')).toBeNull();
    expect(authEmulatorUrl('', 'boi.web.app')).toBeNull();
  });
});

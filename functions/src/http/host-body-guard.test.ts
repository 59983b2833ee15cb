// Which request bodies the guard refuses before the host's parser: any coding but identity.
import { describe, expect, it } from 'vitest';
import { headerRefusal, isEncodedBody } from './host-body-guard';

describe('isEncodedBody', () => {
  it('takes a body with no coding or identity', () => {
    expect(isEncodedBody({})).toBe(false);
    expect(isEncodedBody({ 'content-encoding': 'identity' })).toBe(false);
    expect(isEncodedBody({ 'content-encoding': ' Identity ' })).toBe(false);
    expect(isEncodedBody({ 'content-encoding': '' })).toBe(false);
  });

  it('refuses gzip, deflate, br, unknown codings and stacks of them, in any case', () => {
    for (const coding of ['gzip', 'deflate', 'br', 'x-gzip', 'zstd', 'GZIP', 'identity, gzip']) {
      expect(isEncodedBody({ 'content-encoding': coding })).toBe(true);
    }
  });
});

describe('headerRefusal', () => {
  it('refuses a compressed body with 415 and a declared length over the door cap with 413', () => {
    expect(headerRefusal('/api/v1/user/login', { 'content-encoding': 'gzip' })?.status).toBe(415);
    expect(headerRefusal('/api/v1/user/login', { 'content-length': '131073' })?.status).toBe(413);
    expect(headerRefusal('/', { 'content-length': '40000000' })?.status).toBe(413);
  });

  it('lets a body within its cap through: uploads have their own, larger cap', () => {
    expect(headerRefusal('/api/v1/user/login', { 'content-length': '131072' })).toBeNull();
    expect(headerRefusal('/api/v1/upload?x=1', { 'content-length': '1000000' })).toBeNull();
    expect(headerRefusal('/api/v1/category', { 'content-length': '1000000' })?.status).toBe(413);
    expect(headerRefusal('/', {})).toBeNull();
  });
});

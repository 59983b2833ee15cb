// The address a per-address limit counts, from requests shaped as a deployed function receives
// them (docs/operations.md, "The client's address"): the platform appends the connecting peer.
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress, EMULATED_ADDRESS } from './client-address';

const request = (headers: Record<string, string>) => ({
  get: (name: string) => headers[name.toLowerCase()],
});
const deployed = (headers: Record<string, string>) =>
  clientAddress(request(headers), { emulated: false });

const FASTLY_EDGE = '151.101.2.10';

describe('clientAddress', () => {
  it('counts the peer the platform appended when the function is called at its own URL', () => {
    expect(deployed({ 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
  });

  it('ignores forged Fastly-Client-IP and X-Forwarded-For values on a direct call', () => {
    const forged = Array.from({ length: 5 }, (_, n) =>
      deployed({
        'fastly-client-ip': `198.51.100.${n}`,
        'x-forwarded-for': `198.51.100.${n}, 192.0.2.${n}, 203.0.113.7`,
      }),
    );
    expect(new Set(forged)).toEqual(new Set(['203.0.113.7']));
  });

  it('through Hosting, counts the address the CDN appended, not what the caller sent', () => {
    const viaHosting = (forged: string) =>
      deployed({
        'fastly-client-ip': forged,
        'x-forwarded-for': `${forged}, 203.0.113.7, ${FASTLY_EDGE}`,
      });
    expect(viaHosting('198.51.100.1')).toBe('203.0.113.7');
    expect(viaHosting('198.51.100.2')).toBe('203.0.113.7');
  });

  it('goes back one CDN hop only: a relay through another CDN service counts as that relay', () => {
    const relayed = deployed({ 'x-forwarded-for': `198.51.100.9, 151.101.64.1, ${FASTLY_EDGE}` });
    expect(relayed).toBe('151.101.64.1');
  });

  it('does not take a caller-written entry for the CDN hop when the peer is not the CDN', () => {
    expect(deployed({ 'x-forwarded-for': `${FASTLY_EDGE}, 203.0.113.7` })).toBe('203.0.113.7');
  });

  it('counts an IPv6 client as its /64', () => {
    const a = deployed({ 'x-forwarded-for': '2001:db8:1:2:aaaa::1' });
    const b = deployed({ 'x-forwarded-for': '2001:db8:1:2:bbbb:cccc:dddd:eeee' });
    expect(a).toBe('2001:db8:1:2::/64');
    expect(b).toBe(a);
    expect(deployed({ 'x-forwarded-for': '2001:db8:1:3::1' })).not.toBe(a);
  });

  it('is the one machine in the emulators, whatever headers arrive', () => {
    const headers = { 'fastly-client-ip': '198.51.100.1', 'x-forwarded-for': '198.51.100.2' };
    expect(clientAddress(request(headers), { emulated: true })).toBe(EMULATED_ADDRESS);
  });

  it('has no address when the platform wrote none', () => {
    expect(deployed({})).toBeNull();
  });
});

describe('addressKey', () => {
  it('reads IPv4-mapped IPv6 as IPv4 and refuses what is not an address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('not-an-ip')).toBeNull();
  });
});

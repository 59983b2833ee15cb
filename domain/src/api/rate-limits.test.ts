import { describe, expect, it } from 'vitest';
import { emailKey } from './rate-limits';

describe('emailKey', () => {
  it('counts one mailbox however its address is spelled', () => {
    const spellings = [
      'Reader@Example.com',
      ' reader@example.com ',
      'reader+1@example.com',
      'reader+shop-2@EXAMPLE.COM',
    ];
    expect(new Set(spellings.map(emailKey))).toEqual(new Set(['reader@example.com']));
  });

  it('drops the dots Gmail ignores, and only there', () => {
    expect(emailKey('r.e.a.d.e.r+x@googlemail.com')).toBe('reader@gmail.com');
    expect(emailKey('re.ader@example.com')).toBe('re.ader@example.com');
  });

  it('keeps different mailboxes apart', () => {
    expect(emailKey('reader@example.com')).not.toBe(emailKey('reader2@example.com'));
    expect(emailKey('reader@example.com')).not.toBe(emailKey('reader@example.org'));
  });
});

import { describe, expect, it } from 'vitest';
import {
  isBdMobileE164,
  localMobile,
  MOBILE_OPERATOR_PREFIXES,
  nationalMobile,
  normalizeBdMobile,
  PHONE_MESSAGES,
} from './phone';

const e164 = (input: string) => {
  const result = normalizeBdMobile(input);
  return result.ok ? result.e164 : result.error;
};

describe('normalizeBdMobile', () => {
  it.each([
    '01712345678',
    '01712-345678',
    '01712 345 678',
    '+8801712345678',
    '+880 1712-345678',
    '8801712345678',
    '880-1712-345678',
    '1712345678',
    ' (017) 12-345-678 ',
  ])('reads %s as +8801712345678', (input) => {
    expect(e164(input)).toBe('+8801712345678');
  });

  it.each(['০১৭১২৩৪৫৬৭৮', '০১৭১২-৩৪৫৬৭৮', '+৮৮০ ১৭১২ ৩৪৫৬৭৮', '৮৮০১৭১২৩৪৫৬৭৮'])(
    'reads Bangla digits %s',
    (input) => {
      expect(e164(input)).toBe('+8801712345678');
    },
  );

  it('accepts every operator prefix 013–019', () => {
    for (const prefix of MOBILE_OPERATOR_PREFIXES) {
      expect(e164(`${prefix}12345678`)).toBe(`+88${prefix}12345678`);
    }
  });

  it.each(['01012345678', '01112345678', '01212345678'])(
    'refuses %s: no mobile operator has it',
    (input) => {
      expect(e164(input)).toEqual(PHONE_MESSAGES.operator);
    },
  );

  it.each(['0171234567', '017123456789', '02-9123456', '+1 415 555 0100', '+44 7911 123456'])(
    'refuses %s: not an 11-digit mobile number',
    (input) => {
      expect(e164(input)).toEqual(PHONE_MESSAGES.invalid);
    },
  );

  it.each(['01712345abc', '01712345678; drop', 'call me'])('refuses letters in %s', (input) => {
    expect(e164(input)).toEqual(PHONE_MESSAGES.invalid);
  });

  it('asks for a number when there is none', () => {
    expect(e164('   ')).toEqual(PHONE_MESSAGES.required);
  });

  it('has every message in Bangla and English', () => {
    for (const message of Object.values(PHONE_MESSAGES)) {
      expect(message.bn).toMatch(/[\u0980-\u09ff]/);
      expect(message.en).toMatch(/^[\x20-\x7e–]+$/);
    }
  });
});

describe('localMobile and isBdMobileE164', () => {
  it('writes +8801712345678 as a shopper reads it', () => {
    expect(localMobile('+8801712345678')).toBe('01712-345678');
    expect(nationalMobile('+8801712345678')).toBe('01712345678');
  });
  it('knows a verified Bangladeshi mobile number', () => {
    expect(isBdMobileE164('+8801712345678')).toBe(true);
    expect(isBdMobileE164('+8801212345678')).toBe(false);
    expect(isBdMobileE164('+14155550100')).toBe(false);
    expect(isBdMobileE164(null)).toBe(false);
  });
});

import { asciiDigits } from '../shared/bangla-digits';
/**
 * Bangladeshi mobile numbers as shoppers write them: 01712-345678, +880 1712 345678,
 * 8801712345678, or in Bangla digits (০১৭১২৩৪৫৬৭৮). A number is 01, an operator digit and eight
 * more; the operator digit is one of BTRC's mobile allocations (013 and 017 Grameenphone, 014
 * and 019 Banglalink, 015 Teletalk, 016 and 018 Robi/Airtel; 011, Citycell's, closed in 2016).
 */
export const MOBILE_OPERATOR_PREFIXES = ['013', '014', '015', '016', '017', '018', '019'] as const;

export type PhoneMessage = { bn: string; en: string };

export const PHONE_MESSAGES = {
  required: { bn: 'মোবাইল নম্বর লিখুন', en: 'Enter your mobile number' },
  invalid: {
    bn: 'সঠিক মোবাইল নম্বর লিখুন (০১XXXXXXXXX, ১১ অঙ্ক)',
    en: 'Enter a valid mobile number (01XXXXXXXXX, 11 digits)',
  },
  operator: {
    bn: 'নম্বরটি বাংলাদেশের কোনো মোবাইল অপারেটরের নয় (০১৩–০১৯ দিয়ে শুরু হয়)',
    en: 'This is not a Bangladeshi mobile number (they start with 013–019)',
  },
} as const satisfies Record<string, PhoneMessage>;

export type PhoneResult = { ok: true; e164: string } | { ok: false; error: PhoneMessage };

/** The number as E.164 (+8801XXXXXXXXX), or why it is not a Bangladeshi mobile number. */
export function normalizeBdMobile(input: string): PhoneResult {
  const written = asciiDigits(input).trim();
  if (!written) return { ok: false, error: PHONE_MESSAGES.required };
  // Spaces, dashes, dots and brackets are how people group digits; anything else is a typo.
  if (!/^\+?[\d\s\-.()]+$/.test(written)) return { ok: false, error: PHONE_MESSAGES.invalid };
  const digits = written.replace(/\D/g, '');
  const national = digits.startsWith('880')
    ? `0${digits.slice(3)}`
    : digits.startsWith('0')
      ? digits
      : written.startsWith('+')
        ? ''
        : `0${digits}`;
  if (!/^01\d{9}$/.test(national)) return { ok: false, error: PHONE_MESSAGES.invalid };
  if (!(MOBILE_OPERATOR_PREFIXES as readonly string[]).includes(national.slice(0, 3))) {
    return { ok: false, error: PHONE_MESSAGES.operator };
  }
  return { ok: true, e164: `+88${national}` };
}

/** The E.164 number (+8801712345678) as the checkout's phone field holds it: 01712345678. */
export const nationalMobile = (e164: string): string =>
  e164.startsWith('+880') ? `0${e164.slice(4)}` : e164;

/** The E.164 number (+8801712345678) as shoppers read it: 01712-345678. */
export const localMobile = (e164: string): string => {
  const national = nationalMobile(e164);
  return /^01\d{9}$/.test(national) ? `${national.slice(0, 5)}-${national.slice(5)}` : e164;
};

/** Whether a verified Auth phone number is a Bangladeshi mobile in E.164. */
export const isBdMobileE164 = (phone: string | null | undefined): phone is string =>
  typeof phone === 'string' && /^\+8801[3-9]\d{8}$/.test(phone);

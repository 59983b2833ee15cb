import { z } from 'zod';

/** How the admin forms' values arrive: JSON or form data, where numbers and lists are strings. */

/** The JSON in a form field, or the text itself when it is not JSON (the schema then refuses it). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Form data sends numbers and objects as strings; '' is "not filled in". */
export const blankToUndefined = (value: unknown) =>
  value === '' || value === null || value === 'null' ? undefined : value;

export const wholeNumber = (message: string, max: number) =>
  z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      return typeof v === 'string' ? Number(v.trim()) : v;
    },
    z.number({ message }).int(message).min(0, message).max(max, message),
  );

export const optionalText = (max: number) =>
  z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(max).default(''));

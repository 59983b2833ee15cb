import { describe, expect, it } from 'vitest';
import bnAccount from './messages/bn-account.json';
import bn from './messages/bn.json';
import enAccount from './messages/en-account.json';
import en from './messages/en.json';

type Tree = { [key: string]: string | Tree };

/** Every message of a catalogue by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (message: string) =>
  [...message.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('the message catalogues', () => {
  const bangla = flatten({ ...bn, ...bnAccount });
  const english = flatten({ ...en, ...enAccount });

  it('have the same keys in English and Bangla', () => {
    expect([...english.keys()].sort()).toEqual([...bangla.keys()].sort());
  });

  it('give each message the same placeholders in both languages', () => {
    for (const [key, message] of bangla) {
      expect(placeholders(english.get(key) ?? ''), key).toEqual(placeholders(message));
    }
  });

  it('split between the storefront and the account area without a key in both', () => {
    for (const key of Object.keys(bnAccount)) expect(Object.keys(bn), key).not.toContain(key);
    for (const key of Object.keys(enAccount)) expect(Object.keys(en), key).not.toContain(key);
  });

  it('leave no message empty', () => {
    for (const [key, message] of [...bangla, ...english]) expect(message.trim(), key).not.toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { cutText, cutTitle, cutWriterName } from './text';

describe('cutText', () => {
  it('keeps short text as it is', () => {
    expect(cutTitle('গীতাঞ্জলি')).toBe('গীতাঞ্জলি');
  });

  it('cuts titles at 40 and writer names at 50 characters', () => {
    expect(cutTitle('a'.repeat(41))).toBe(`${'a'.repeat(40)}...`);
    expect(cutTitle('a'.repeat(40))).toBe('a'.repeat(40));
    expect(cutWriterName('b'.repeat(51))).toBe(`${'b'.repeat(50)}...`);
  });

  it('never splits a Bangla vowel sign or conjunct from its consonant', () => {
    const cut = cutText('ক্ষমা', 1);
    expect(cut).toBe('ক্ষ...');
  });
});

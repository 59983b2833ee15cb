import { describe, expect, it } from 'vitest';
import { nameInitial } from './initial';

describe('nameInitial', () => {
  it('upper-cases a Latin initial', () => {
    expect(nameInitial('  rabindranath')).toBe('R');
  });

  it('keeps a Bangla vowel sign with its letter', () => {
    expect(nameInitial('হুমায়ূন আহমেদ')).toBe('হু');
  });

  it('is empty for a blank name', () => {
    expect(nameInitial('   ')).toBe('');
  });
});

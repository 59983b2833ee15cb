import { describe, expect, it } from 'vitest';
import { graphemes } from './graphemes';

describe('graphemes', () => {
  it('keeps a Bangla conjunct and its vowel sign in one character', () => {
    expect(Array.from(graphemes('ক্ষমা'), (part) => part.segment)).toEqual(['ক্ষ', 'মা']);
  });
});

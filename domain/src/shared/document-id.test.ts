import { describe, expect, it } from 'vitest';
import { isValidDocumentId } from './document-id';

describe('document ids', () => {
  it('takes letters, digits, _ and - up to 128 characters', () => {
    for (const id of ['abc', 'A-1_b', '_x', 'x__', '__x', 'a'.repeat(128)]) {
      expect(isValidDocumentId(id), id).toBe(true);
    }
  });
  it('refuses what Firestore refuses or a path could misread, and its reserved __…__ ids', () => {
    for (const id of ['', 'a/b', '.', 'a b', 'a'.repeat(129), '__x__', '____', '__id7__', 7]) {
      expect(isValidDocumentId(id), String(id)).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { filterByName, matchesSearch, normalizeForSearch } from './search-filter';

const writers = [
  { name: 'হুমায়ূন আহমেদ' },
  { name: 'Humayun Ahmed' },
  { name: 'মুহম্মদ জাফর ইকবাল' },
  { name: 'Rabindranath Tagore' },
];

describe('normalizeForSearch', () => {
  it('lower-cases Latin letters and collapses spaces', () => {
    expect(normalizeForSearch('  Humayun   AHMED ')).toBe('humayun ahmed');
  });

  it('drops zero-width joiners', () => {
    expect(normalizeForSearch('র\u200dযাব')).toBe('রযাব');
  });

  it('gives composed and decomposed Bangla letters one form', () => {
    // U+09DF (য়) and U+09AF U+09BC (য + nukta) are canonically equivalent.
    expect(normalizeForSearch('\u09DF')).toBe(normalizeForSearch('\u09AF\u09BC'));
  });
});

describe('matchesSearch', () => {
  it('matches a blank query', () => {
    expect(matchesSearch('anything', '   ')).toBe(true);
  });

  it('matches words in any order', () => {
    expect(matchesSearch('Humayun Ahmed', 'ahmed hum')).toBe(true);
    expect(matchesSearch('Humayun Ahmed', 'ahmed zafar')).toBe(false);
  });
});

describe('filterByName', () => {
  it('returns every item for an empty query', () => {
    expect(filterByName(writers, '')).toHaveLength(4);
  });

  it('filters case-insensitively on Latin names', () => {
    expect(filterByName(writers, 'TAGORE')).toEqual([{ name: 'Rabindranath Tagore' }]);
  });

  it('filters on Bangla names', () => {
    expect(filterByName(writers, 'আহমেদ')).toEqual([{ name: 'হুমায়ূন আহমেদ' }]);
  });

  it('matches Bangla typed with a decomposed letter', () => {
    expect(filterByName(writers, 'হুমা\u09AF\u09BCূন')).toEqual([{ name: 'হুমায়ূন আহমেদ' }]);
  });

  it('returns nothing when no name matches', () => {
    expect(filterByName(writers, 'xyz')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { BookPostings } from './book-postings';
import type { IndexedBook } from './index-fields';
import { packGaps, unpackGaps } from './packed';
import { scoreBooks } from './scoring';
import { editDistance, fuzzyTerms, prefixRange } from './term-lookup';
import type { QueryTerm } from './query';

const doc = (id: string, title: string, writer = 'লেখক lekhok'): IndexedBook => ({
  id,
  searchTitle: title,
  searchTitleSkeleton: title.replace(/[aeiou]/g, ''),
  searchWriter: writer,
  searchWriterSkeleton: 'lkk',
  searchExtra: '',
});

const DICTIONARY = [
  'pather',
  'panchali',
  'pachali',
  'path',
  'pathok',
  'pother',
  'ptr',
  'ptrpcl',
  'gitanjali',
  'গিতাঞ্জলি',
  'গীতা',
  'পথের',
  'পথ',
  'পাচালি',
  'a',
  'ab',
  'abc',
  'abd',
  'b',
  'ba',
  'bab',
  'babc',
].sort();

describe('lookups in the sorted dictionary', () => {
  it('finds every term within the edit distance, as a brute-force comparison does', () => {
    for (const query of ['pather', 'pachli', 'ptr', 'গিতাঞ্জলী', 'পতের', 'ab', 'bac', 'x', '']) {
      for (const max of [0, 1, 2]) {
        const found: [string, number][] = [];
        fuzzyTerms(DICTIONARY, query, max, (t, d) => found.push([DICTIONARY[t]!, d]));
        const expected = DICTIONARY.map(
          (t) => [t, editDistance(query, t, max)] as [string, number],
        ).filter(([, d]) => d <= max);
        expect(found, `${query} ${max}`).toEqual(expected);
      }
    }
  });

  it('gives the terms under a prefix, itself included', () => {
    const [from, to] = prefixRange(DICTIONARY, 'pa');
    expect(DICTIONARY.slice(from, to)).toEqual(['pachali', 'panchali', 'path', 'pather', 'pathok']);
  });
});

describe('postings packed as varint gaps', () => {
  it('come back the same, across empty runs and large numbers', () => {
    const values = Uint32Array.from([3, 7, 200, 1, 2, 300_000, 0, 5, 4_000_000_000]);
    const starts = Uint32Array.from([0, 3, 3, 6, 6, 9]);
    expect([...unpackGaps(packGaps(values, starts), values.length, starts)]).toEqual([...values]);
  });
});

describe('books added and removed, then compacted', () => {
  const terms = (term: string): QueryTerm[] => [
    {
      term,
      weight: 1,
      fields: ['searchTitle', 'searchWriter'],
      boost: { searchTitle: 3 },
      covers: [0],
    },
  ];
  const ranked = (postings: BookPostings, term: string) =>
    scoreBooks(postings, terms(term)).sort((a, b) => (a.id < b.id ? -1 : 1));

  it('answers the same whether the changes were merged or are still on the side', () => {
    const merged = new BookPostings(2);
    const aside = new BookPostings(1_000);
    const changes: [string, IndexedBook | null][] = [
      ['1', doc('1', 'pather panchali')],
      ['2', doc('2', 'pather dabi')],
      ['3', doc('3', 'aparajito', 'bibhuti')],
      ['2', null],
      ['4', doc('4', 'pather pather pachali', 'bibhuti')],
      ['1', doc('1', 'ichamati')],
      ['5', doc('5', 'pathok')],
    ];
    for (const [id, book] of changes) {
      for (const postings of [merged, aside]) {
        if (book) postings.add(book);
        else postings.remove(id);
      }
    }
    expect(merged.size).toBe(4);
    expect(aside.size).toBe(4);
    const ids = (postings: BookPostings, term: string) => ranked(postings, term).map((r) => r.id);
    for (const term of ['pather', 'bibhuti', 'ichamati', 'panchali', 'dabi']) {
      // Removed books still count in a term's frequency until they are merged out (as in MiniSearch).
      expect(ids(merged, term), term).toEqual(ids(aside, term));
    }
    expect(ranked(merged, 'pather').map((r) => r.id)).toEqual(['4']);
    expect(merged.fuzzy('pathar', 1, 0).map(([t]) => t)).toEqual(['pather']);

    aside.compact();
    for (const term of ['pather', 'bibhuti', 'ichamati']) {
      expect(ranked(merged, term), term).toEqual(ranked(aside, term));
      expect(merged.groupCount(term, 0), term).toBe(aside.groupCount(term, 0));
    }
    expect(merged.completions('pa', 0)).toEqual(aside.completions('pa', 0));
    const loaded = BookPostings.fromJSON(JSON.parse(JSON.stringify(aside)) as never)!;
    expect(ranked(loaded, 'pather')).toEqual(ranked(aside, 'pather'));
    expect(loaded.has('2')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  bookSearchFields,
  bylineNames,
  englishNames,
  writerEnglishName,
  isBlankQuery,
  MAX_QUERY_CHARS,
  MAX_QUERY_WORDS,
  nameSearchFields,
  normalizedQuery,
  parseQuery,
  type BookSearchInput,
} from './fields';

const terms = (field: string) => field.split(' ');

const patherPanchali: BookSearchInput = {
  nameB: 'পথের পাঁচালী',
  nameE: 'Pather Panchali',
  writer: { writerName: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়' },
  publication: { publicationName: 'প্রথমা প্রকাশন' },
  category: { categoryName: 'উপন্যাস' },
  descriptionE:
    '"Pather Panchali" is a timeless novel by Bibhutibhushan Bandyopadhyay. This Prothoma Prokashan edition is popular.',
};

describe('isBlankQuery', () => {
  it.each([
    ['empty', ''],
    ['spaces', '   \t\n'],
    ['emoji only', '😀📚🎉'],
    ['punctuation only', '?!.,;:—'],
    ['lone combining marks', '\u09BF\u09C0\u0981\u09CD'],
    ['Latin combining marks', '\u0301\u0308'],
    ['invisible characters', '\u200B\u200C\u200D\uFEFF'],
  ])('%s is blank', (_, query) => {
    expect(isBlankQuery(query)).toBe(true);
    expect(parseQuery(query).words).toEqual([]);
  });

  it.each([
    ['Bangla', 'বই'],
    ['Banglish', 'boi'],
    ['a digit', '১'],
    ['emoji around a word', '📚 গল্প 🎉'],
  ])('%s is not blank', (_, query) => {
    expect(isBlankQuery(query)).toBe(false);
  });

  it('reads markup as its words, never as markup', () => {
    expect(isBlankQuery('<script>')).toBe(false);
    expect(parseQuery('<script>alert("x")</script>').words).toEqual([
      'script',
      'alert',
      'x',
      'script',
    ]);
    expect(isBlankQuery('<>')).toBe(true);
  });
});

describe('parseQuery', () => {
  it('folds each word and keys its skeleton', () => {
    const parsed = parseQuery('গিতাঞ্জলী');
    expect(parsed.words).toEqual(['গিতাঞ্জলী']);
    expect(parsed.folded).toEqual(['গিতানজলি']);
    expect(parsed.skeletons).toEqual([['gtnjl']]);
    expect(parsed.joined).toEqual([]);
  });

  it('joins adjacent words, and the whole query of three or more', () => {
    const parsed = parseQuery('manab janam');
    expect(parsed.joined).toEqual(['mnbjnm']);
    expect(parseQuery('podma nodir majhi').joined).toEqual(['pdmndr', 'ndrmj', 'pdmndrmj']);
  });

  it('drops English stopwords unless the query has nothing else', () => {
    expect(parseQuery('The War and the Peace').words).toEqual(['war', 'peace']);
    expect(parseQuery('the').words).toEqual(['the']);
  });

  it(`uses at most ${MAX_QUERY_WORDS} words`, () => {
    const long = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
    const parsed = parseQuery(long);
    expect(parsed.words).toHaveLength(MAX_QUERY_WORDS);
    expect(parsed.words[0]).toBe('word0');
  });

  it('handles a 1,000-character query without trouble', () => {
    const parsed = parseQuery('ক'.repeat(1000));
    expect(parsed.words).toHaveLength(1);
    expect(MAX_QUERY_CHARS).toBeLessThan(1000);
  });

  it('normalises a query for cache keys', () => {
    expect(normalizedQuery('  Pather   PANCHALI! ')).toBe('pather panchali');
    expect(normalizedQuery('গীতাঞ্জলি'.normalize('NFD'))).toBe('গীতাঞ্জলি');
  });
});

describe('bookSearchFields', () => {
  const fields = bookSearchFields(patherPanchali);

  it('folds the Bangla and English titles into searchTitle', () => {
    expect(terms(fields.searchTitle)).toEqual(['পথের', 'পাচালি', 'pather', 'panchali']);
  });

  it('keys the Bangla title: words, adjacent pairs and the whole', () => {
    const skeleton = terms(fields.searchTitleSkeleton);
    for (const key of ['ptr', 'pcl', 'pncl', 'ptrpcl', 'ptrpncl']) expect(skeleton).toContain(key);
  });

  it("puts the writer's Bangla name and the English name after 'by' in searchWriter", () => {
    const writer = terms(fields.searchWriter);
    expect(writer).toContain('বিভুতিভুসন');
    expect(writer).toContain('bibhutibhushan');
    expect(writer).toContain('bandyopadhyay');
    expect(terms(fields.searchWriterSkeleton)).toContain('btbsn');
  });

  it('keeps publication, category and the English names of the description in searchExtra', () => {
    const extra = terms(fields.searchExtra);
    expect(extra).toEqual(expect.arrayContaining(['পরথমা', 'পরকাসন', 'উপনাস', 'prothoma']));
    // Already in the title or the writer field: not repeated.
    expect(extra).not.toContain('pather');
    expect(extra).not.toContain('bibhutibhushan');
  });

  it('adds the translator to the writer fields', () => {
    const translated = bookSearchFields({
      nameB: 'যুদ্ধ ও শান্তি',
      nameE: 'War and Peace',
      writer: { writerName: 'লিও তলস্তয়' },
      bookTranslator: 'মোহাম্মদ আলী',
    });
    expect(terms(translated.searchWriter)).toEqual(['লিও', 'তলসতয়', 'মোহামমদ', 'আলি']);
    expect(terms(translated.searchTitle)).toEqual(['জুদধ', 'ও', 'সানতি', 'war', 'peace']);
  });

  it('caps the terms of a hostile title', () => {
    const huge = bookSearchFields({
      nameB: Array.from({ length: 500 }, (_, i) => `শব্দ${i}`).join(' '),
      nameE: 'x',
      writer: { writerName: 'ক' },
    });
    expect(terms(huge.searchTitle).length).toBeLessThanOrEqual(60);
    expect(terms(huge.searchTitleSkeleton).length).toBeLessThanOrEqual(60);
  });

  it('gives the name indexes folded words and skeletons', () => {
    expect(nameSearchFields('রবীন্দ্রনাথ ঠাকুর')).toEqual({
      name: 'রবিনদরনাথ ঠাকুর',
      nameSkeleton: 'rbndrnt tkr rbndrntkr',
    });
  });
});

describe('English names in descriptions', () => {
  it('takes capitalised words that do not open a sentence', () => {
    expect(englishNames('A novel by Manik Bandopadhyay. This Prothoma edition sells.')).toEqual([
      'manik',
      'bandopadhyay',
      'prothoma',
    ]);
  });

  it('takes the names after "by" as the byline', () => {
    expect(bylineNames('A timeless play by Rabindranath Tagore. Staged often.')).toEqual([
      'rabindranath',
      'tagore',
    ]);
    expect(bylineNames('Translated by Mohammad Ali, edited by Kabir Ahmed.')).toEqual([
      'mohammad',
      'ali',
      'kabir',
      'ahmed',
    ]);
    expect(bylineNames('loved by readers')).toEqual([]);
    expect(writerEnglishName('A play by Rabindranath Tagore, translated by Kabir Ahmed.')).toBe(
      'Rabindranath Tagore',
    );
    expect(writerEnglishName('loved by readers')).toBe('');
    expect(bylineNames('A study by M. A. Rahman.')).toEqual(['m', 'rahman']); // 'a' is a stopword;
  });
});

import { foldWord, isBangla, joinedSkeletonKeys, skeletonKeys, words } from './normalize';

/**
 * The search fields derived from a book: stored on its document by the code that writes books
 * (seed and admin, through `productIndexFields`) so that any engine — the embedded MiniSearch
 * index or a hosted one — indexes the same text. Each is a space-separated list of terms.
 */
export type BookSearchFields = {
  /** Folded words of the Bangla and English titles. */
  searchTitle: string;
  /**
   * Phonetic skeletons of the Bangla title's words, adjacent pairs and whole. (The English title
   * is a translation or a transliteration: Banglish meets the Bangla title's skeleton, and the
   * English title's words are matched, with typos, in searchTitle.)
   */
  searchTitleSkeleton: string;
  /** Folded words of the writer's and the translator's names. */
  searchWriter: string;
  searchWriterSkeleton: string;
  /** Folded words of the publication and category names and the English names in descriptionE. */
  searchExtra: string;
};

export type BookSearchInput = {
  nameB: string;
  nameE: string;
  writer: { writerName: string };
  bookTranslator?: string;
  publication?: { publicationName: string };
  category?: { categoryName: string };
  descriptionE?: string;
};

/** English words too common to search by. Bangla has none here: its short words are rare enough. */
const STOPWORDS: ReadonlySet<string> = new Set(
  'a an and are as at be by for from in into is it its of on or the this that to with'.split(' '),
);

/** Joined skeletons of adjacent pairs, and of the whole phrase, for phrases written as one word. */
const MAX_JOINED_WORDS = 6;
/** Caps keep a hostile title or description from growing a document's terms without bound. */
const MAX_TERMS = 60;

const contentWords = (text: string): string[] => words(text).filter((word) => !STOPWORDS.has(word));

const unique = (terms: Iterable<string>): string =>
  [...new Set([...terms].filter(Boolean))].slice(0, MAX_TERMS).join(' ');

const foldedTerms = (phrase: readonly string[]): string[] => phrase.map(foldWord);

/**
 * Every skeleton key of the words, plus joined keys of each adjacent pair and of the whole phrase
 * if it is Bangla ("manab janam" finds মানবজনম, "hojoborolo" হ-য-ব-র-ল).
 */
function skeletonTerms(phrase: readonly string[]): string[] {
  const terms = phrase.flatMap(skeletonKeys);
  if (phrase.length > 1 && phrase.some(isBangla)) {
    for (let i = 0; i + 1 < phrase.length; i++) {
      terms.push(...joinedSkeletonKeys(phrase.slice(i, i + 2)));
    }
    if (phrase.length > 2 && phrase.length <= MAX_JOINED_WORDS) {
      terms.push(...joinedSkeletonKeys(phrase));
    }
  }
  return terms;
}

const LATIN_CAPITAL = /^[A-Z][a-z]*$/;
const SENTENCE_END = /[.!?"“”'‘’:;(]\s*$/;

/**
 * Names in an English description: capitalised words that do not open a sentence ("… by Manik
 * Bandopadhyay. This Prothoma Prokashan edition …" → Manik, Bandopadhyay, Prothoma, Prokashan).
 * They carry the writer's English name, which the writer document does not have.
 */
export function englishNames(description: string): string[] {
  const names: string[] = [];
  for (const match of description.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const word = match[0];
    const start = match.index;
    if (!LATIN_CAPITAL.test(word)) continue;
    const before = description.slice(Math.max(0, start - 3), start);
    if (start === 0 || SENTENCE_END.test(before)) continue;
    const name = word.toLowerCase();
    if (!STOPWORDS.has(name)) names.push(name);
  }
  return names;
}

/** "by" and up to four capitalised words (an initial may carry its full stop: "by M. A. Rahman"). */
const BYLINE = /\bby\s+((?:[A-Z](?:\.|[\p{L}\p{M}'-]*)\s+){0,3}[A-Z][\p{L}\p{M}'-]*)/gu;

/**
 * The names after "by" in an English description ("… a timeless play by Rabindranath Tagore." →
 * rabindranath, tagore): the writer's (or translator's) English name, which the book's writer
 * field carries in Bangla only.
 */
export function bylineNames(description: string): string[] {
  const names: string[] = [];
  for (const match of description.matchAll(BYLINE)) names.push(...contentWords(match[1] ?? ''));
  return names;
}

/** The first name after "by" in an English description, as written: the writer's English name. */
export function writerEnglishName(description: string): string {
  for (const match of description.matchAll(BYLINE)) return match[1] ?? '';
  return '';
}

export function bookSearchFields(book: BookSearchInput): BookSearchFields {
  const titleB = contentWords(book.nameB);
  const titleE = contentWords(book.nameE);
  const writer = contentWords(book.writer.writerName);
  const translator = contentWords(book.bookTranslator ?? '');
  const title = new Set(foldedTerms([...titleB, ...titleE]));
  const byline = bylineNames(book.descriptionE ?? '');
  const writerTerms = new Set(foldedTerms([...writer, ...translator, ...byline]));
  const extra = [
    ...contentWords(book.publication?.publicationName ?? ''),
    ...contentWords(book.category?.categoryName ?? ''),
    ...englishNames(book.descriptionE ?? ''),
  ].map(foldWord);
  return {
    searchTitle: unique(title),
    searchTitleSkeleton: unique(skeletonTerms(titleB)),
    searchWriter: unique(writerTerms),
    searchWriterSkeleton: unique([...skeletonTerms(writer), ...skeletonTerms(translator)]),
    searchExtra: unique(extra.filter((term) => !title.has(term) && !writerTerms.has(term))),
  };
}

/** Folded words and skeletons of a writer's or publication's name, for the small name indexes. */
export function nameSearchFields(name: string): { name: string; nameSkeleton: string } {
  const phrase = contentWords(name);
  return { name: unique(foldedTerms(phrase)), nameSkeleton: unique(skeletonTerms(phrase)) };
}

/** Queries longer than this are refused by the API (400); the UI never sends one. */
export const MAX_QUERY_CHARS = 200;
/** Words of a query used; the rest is ignored. */
export const MAX_QUERY_WORDS = 8;

/** A query as the engines use it: the words, their folded forms and skeletons, joined keys. */
export type ParsedQuery = {
  words: string[];
  folded: string[];
  /** Skeleton keys per word (a Bangla word with ঁ or ক্ষ has two). */
  skeletons: (readonly string[])[];
  /** Skeletons of adjacent pairs and the whole query written as one word. */
  joined: string[];
};

export function parseQuery(query: string): ParsedQuery {
  const all = words(query);
  const content = all.filter((word) => !STOPWORDS.has(word));
  // A query of stopwords only ("the") is still searched, by those words.
  const phrase = (content.length > 0 ? content : all).slice(0, MAX_QUERY_WORDS);
  const joined: string[] = [];
  if (phrase.length > 1) {
    for (let i = 0; i + 1 < phrase.length; i++) {
      joined.push(...joinedSkeletonKeys(phrase.slice(i, i + 2)));
    }
    if (phrase.length > 2) joined.push(...joinedSkeletonKeys(phrase));
  }
  return {
    words: phrase,
    folded: foldedTerms(phrase),
    skeletons: phrase.map(skeletonKeys),
    joined: [...new Set(joined)],
  };
}

/** True when a query has nothing to search by: empty, emoji or punctuation only, lone marks. */
export const isBlankQuery = (query: string): boolean => words(query).length === 0;

/** The query as typed, normalised (for cache keys and logs). */
export const normalizedQuery = (query: string): string => words(query).join(' ');

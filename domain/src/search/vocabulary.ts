import type { BookPostings, FieldGroup } from './book-postings';

/**
 * The terms of a field group (folded or skeleton) and the number of books that have each: what
 * prefix and typo matches are looked up in. Read from the postings' sorted dictionary, so a
 * loaded index builds nothing for it. Counts only grow until the next compaction.
 */
export type Vocabulary = {
  get(term: string): number | undefined;
  /** Terms starting with `prefix`, itself included: [term, books]. */
  completions(prefix: string): [term: string, books: number][];
  /** Terms within `maxDistance` edits, itself included: [term, books, distance]. */
  fuzzy(term: string, maxDistance: number): [term: string, books: number, distance: number][];
};

export const vocabularyOf = (postings: BookPostings, group: FieldGroup): Vocabulary => ({
  get: (term) => postings.groupCount(term, group) || undefined,
  completions: (prefix) => postings.completions(prefix, group),
  fuzzy: (term, maxDistance) => postings.fuzzy(term, maxDistance, group),
});

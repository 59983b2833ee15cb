import type { Query } from 'minisearch';
import { joinedSkeletonKeys } from './normalize';
import type { ParsedQuery } from './fields';
import { FOLDED_BOOST, FOLDED_FIELDS, SKELETON_BOOST, SKELETON_FIELDS } from './index-fields';
import type { Vocabulary } from './vocabulary';

/** How a parsed search becomes MiniSearch queries: expansion into prefix and typo matches. */

/** Skeletons are looser than folded words; a phrase written as one word is strong evidence. */
const SKELETON_WEIGHT = 0.7;
const JOINED_WEIGHT = 1;
/** MiniSearch's own weights for a prefix and a fuzzy match, scaled by how far the term is. */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/** Typos allowed grow with the word: none up to 3 letters, 1 up to 6, then 2. */
export const foldedFuzz = (term: string): number =>
  term.length <= 3 ? 0 : term.length <= 6 ? 1 : 2;
/** Skeletons are consonants only, so denser: 1 from 4 consonants, 2 from 8. */
export const skeletonFuzz = (term: string): number =>
  term.length <= 3 ? 0 : term.length <= 7 ? 1 : 2;
/** Prefix search (as you type) on the last word, once it has two letters. */
const MIN_PREFIX = 2;

/**
 * Postings a query word may expand into through its prefix and typo matches: the closest terms
 * first, until their documents add up to this. Keeps "সং" (a prefix of সংস্করণ, in every edition)
 * or "sn" from scoring the whole catalog on every keystroke.
 */
const EXPANSION_BUDGET = 4_000;
const MAX_EXPANSIONS = 24;
/**
 * A word in more than this share of the books (and more than FREQUENT_MIN of them) is skipped
 * when the query has rarer words: it would score a large part of the catalog and rank nothing.
 */
const FREQUENT_SHARE = 0.2;
const FREQUENT_MIN = 1_000;

type Candidate = { term: string; weight: number; books: number };

/**
 * The terms a query term matches: itself, and if allowed its completions (prefix) and near
 * spellings (fuzzy), closest first, within the expansion budget.
 */
function expand(
  vocabulary: Vocabulary,
  term: string,
  { prefix, fuzz }: { prefix: boolean; fuzz: number },
): Candidate[] {
  const found: Candidate[] = [];
  const exact = vocabulary.get(term);
  if (exact) found.push({ term, weight: 1, books: exact });
  const near: (Candidate & { distance: number })[] = [];
  if (prefix && term.length >= MIN_PREFIX) {
    for (const [completion, books] of vocabulary.completions(term)) {
      const distance = completion.length - term.length;
      if (distance === 0) continue;
      const weight = (PREFIX_WEIGHT * completion.length) / (completion.length + 0.3 * distance);
      near.push({ term: completion, weight, books, distance: distance / 4 });
    }
  }
  if (fuzz > 0) {
    for (const [spelling, books, distance] of vocabulary.fuzzy(term, fuzz)) {
      if (distance === 0 || (prefix && spelling.startsWith(term))) continue;
      const weight = (FUZZY_WEIGHT * spelling.length) / (spelling.length + distance);
      near.push({ term: spelling, weight, books, distance });
    }
  }
  near.sort(
    (a, b) =>
      a.distance - b.distance ||
      b.books - a.books ||
      (a.term < b.term ? -1 : a.term > b.term ? 1 : 0),
  );
  let budget = EXPANSION_BUDGET;
  for (const candidate of near.slice(0, MAX_EXPANSIONS)) {
    if (candidate.books > budget && found.length > 0) continue;
    found.push(candidate);
    budget -= candidate.books;
  }
  return found;
}

/** A MiniSearch query and, for each of its terms, the query words (by position) it stands for. */
type BookQuery = {
  query: Query;
  /** The same terms as `query`, flat: what the direct scorer reads. */
  terms: QueryTerm[];
  wordsOf: Map<string, number[]>;
  required: number;
};
export type QueryTerm = {
  term: string;
  weight: number;
  fields: readonly string[];
  boost: Readonly<Record<string, number>>;
  covers: readonly number[];
};

/**
 * The MiniSearch query of a parsed search: every folded word against the folded fields, every
 * skeleton (and joined skeleton) against the skeleton fields, each expanded into its prefix and
 * typo matches, all OR-ed and scored together by BM25 with the field boosts.
 */
export function bookQuery(
  parsed: ParsedQuery,
  vocabularies: { folded: Vocabulary; skeleton: Vocabulary },
  books: number,
): BookQuery {
  const last = parsed.words.length - 1;
  type Group = {
    candidates: Candidate[];
    fields: string[];
    boost: Record<string, number>;
    covers: number[];
  };
  const groups: Group[] = [];
  const folded = (term: string, i: number) =>
    groups.push({
      candidates: expand(vocabularies.folded, term, { prefix: i === last, fuzz: foldedFuzz(term) }),
      fields: FOLDED_FIELDS,
      boost: FOLDED_BOOST,
      covers: [i],
    });
  const skeleton = (term: string, prefix: boolean, weight: number, covers: number[]) =>
    groups.push({
      candidates: expand(vocabularies.skeleton, term, { prefix, fuzz: skeletonFuzz(term) }).map(
        (c) => ({ ...c, weight: c.weight * weight }),
      ),
      fields: SKELETON_FIELDS,
      boost: SKELETON_BOOST,
      covers,
    });
  parsed.folded.forEach(folded);
  parsed.skeletons.forEach((keys, i) => {
    for (const key of keys) skeleton(key, i === last, SKELETON_WEIGHT, [i]);
  });
  for (const [key, covers] of joinedSpans(parsed)) skeleton(key, true, JOINED_WEIGHT, covers);

  const frequent = (c: Candidate) => c.books > Math.max(FREQUENT_MIN, books * FREQUENT_SHARE);
  const hasRare = groups.some((g) => g.candidates.some((c) => !frequent(c)));
  const wordsOf = new Map<string, number[]>();
  const reachable = new Set<number>();
  const terms: QueryTerm[] = groups.flatMap(({ candidates, fields, boost, covers }) =>
    candidates
      .filter((c) => !(hasRare && frequent(c)))
      .map((c) => {
        wordsOf.set(c.term, [...new Set([...(wordsOf.get(c.term) ?? []), ...covers])]);
        for (const word of covers) reachable.add(word);
        return { term: c.term, weight: c.weight, fields, boost, covers };
      }),
  );
  const queries: Query[] = terms.map(({ term, weight, fields, boost }) => ({
    queries: [term],
    fields: [...fields],
    boost: { ...boost },
    ...(weight === 1 ? {} : { boostTerm: () => weight }),
  }));
  return { query: { combineWith: 'OR', queries }, terms, wordsOf, required: reachable.size };
}

/** The joined skeletons of a query (adjacent pairs, and the whole of three or more words) and the words each spans. */
function joinedSpans(parsed: ParsedQuery): [string, number[]][] {
  const spans: [string, number[]][] = [];
  const n = parsed.words.length;
  if (n < 2) return spans;
  for (let i = 0; i + 1 < n; i++) {
    for (const key of joinedSkeletonKeys(parsed.words.slice(i, i + 2)))
      spans.push([key, [i, i + 1]]);
  }
  if (n > 2) {
    const all = parsed.words.map((_, i) => i);
    for (const key of joinedSkeletonKeys(parsed.words)) spans.push([key, all]);
  }
  return spans;
}

/** Writers and publications: a few hundred names, so MiniSearch's own prefix and typo search. */
export function nameQuery(parsed: ParsedQuery): Query {
  const last = parsed.words.length - 1;
  const term = (queries: string, fields: string[], prefix: boolean, fuzzy: number) => ({
    queries: [queries],
    fields,
    prefix: prefix && queries.length >= MIN_PREFIX,
    fuzzy,
  });
  return {
    combineWith: 'OR',
    boost: { name: 2, nameSkeleton: 1 },
    queries: [
      ...parsed.folded.map((t, i) => term(t, ['name'], i === last, foldedFuzz(t))),
      ...parsed.skeletons.flatMap((keys, i) =>
        keys.map((k) => term(k, ['nameSkeleton'], i === last, skeletonFuzz(k))),
      ),
      ...parsed.joined.map((k) => term(k, ['nameSkeleton'], true, skeletonFuzz(k))),
    ],
  };
}

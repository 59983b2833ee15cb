import type MiniSearch from 'minisearch';
import type { IndexedBook } from './index-fields';
import type { QueryTerm } from './query';

/** MiniSearch's default BM25 parameters, which the direct scorer uses too. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/**
 * The parts of a MiniSearch index the direct scorer reads. They are private to MiniSearch (7.x),
 * so `directAccess` checks they are there and the index falls back to `MiniSearch.search` if not.
 */
type MiniSearchInternals = {
  _index: { get(term: string): Map<number, Map<number, number>> | undefined };
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _documentIds: Map<number, unknown>;
  _documentCount: number;
};

export function directAccess(index: MiniSearch<IndexedBook>): MiniSearchInternals | null {
  const internals = index as unknown as Partial<MiniSearchInternals>;
  const ok =
    typeof internals._index?.get === 'function' && // MiniSearch bundles its own SearchableMap
    typeof internals._fieldIds === 'object' &&
    internals._fieldLength instanceof Map &&
    Array.isArray(internals._avgFieldLength) &&
    internals._documentIds instanceof Map &&
    typeof internals._documentCount === 'number';
  return ok ? (internals as MiniSearchInternals) : null;
}

export type Scored = { id: string; score: number; covered: number };

/**
 * The query scored straight from MiniSearch's postings, into one accumulator: what
 * `MiniSearch.search` computes for the same OR query (BM25 per field, times the field boost and
 * the term's weight, the sum times the number of distinct terms matched), without one result map
 * per term, their merging, and a result object per book. At 100,000 books a writer's name matches
 * thousands of books through five or six terms; this is where the time went.
 */
export function scoreDirect(ms: MiniSearchInternals, terms: readonly QueryTerm[]): Scored[] {
  type Acc = { score: number; terms: number; lastTerm: number; covered: number };
  const acc = new Map<number, Acc>();
  const termIds = new Map<string, number>();
  for (const { term, weight, fields, boost, covers } of terms) {
    const data = ms._index.get(term);
    if (!data) continue;
    let termId = termIds.get(term);
    if (termId === undefined) termIds.set(term, (termId = termIds.size));
    let mask = 0;
    for (const word of covers) mask |= 1 << word;
    for (const field of fields) {
      const fieldId = ms._fieldIds[field];
      const postings = fieldId === undefined ? undefined : data.get(fieldId);
      if (!postings) continue;
      const avgLength = ms._avgFieldLength[fieldId!]!;
      const idf = Math.log(1 + (ms._documentCount - postings.size + 0.5) / (postings.size + 0.5));
      const factor = weight * (boost[field] ?? 1) * idf;
      for (const [docId, frequency] of postings) {
        if (!ms._documentIds.has(docId)) continue; // discarded, not yet vacuumed
        const length = ms._fieldLength.get(docId)![fieldId!]!;
        const bm25 =
          BM25.d +
          (frequency * (BM25.k + 1)) /
            (frequency + BM25.k * (1 - BM25.b + (BM25.b * length) / avgLength));
        const entry = acc.get(docId);
        if (entry) {
          entry.score += factor * bm25;
          entry.covered |= mask;
          if (entry.lastTerm !== termId) {
            entry.terms += 1;
            entry.lastTerm = termId;
          }
        } else {
          acc.set(docId, { score: factor * bm25, terms: 1, lastTerm: termId, covered: mask });
        }
      }
    }
  }
  const scored: Scored[] = [];
  for (const [docId, entry] of acc) {
    scored.push({
      id: String(ms._documentIds.get(docId)),
      score: entry.score * entry.terms,
      covered: popcount(entry.covered),
    });
  }
  return scored;
}

const popcount = (mask: number): number => {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count += 1;
  return count;
};

/**
 * Results scoring below this share of the best are dropped: they matched a stray skeleton or a
 * typo of one word, and would only pad the count ("মোট N টি বই") with noise.
 */
export const MIN_RELATIVE_SCORE = 0.2;

import { BOOK_FIELDS, FOLDED_FIELDS, type IndexedBook } from './index-fields';
import {
  packGaps,
  packUint32,
  unpackGaps,
  unpackUint32,
  bytesToBase64,
  base64ToBytes,
} from './packed';
import { editDistance, fuzzyTerms, indexOfTerm, prefixRange } from './term-lookup';

/**
 * The books' postings (term → field → book → frequency) in a few flat typed arrays: a sorted
 * dictionary, each term's books per field in one array, and each book's field lengths. Saved
 * and loaded as they are (base64), so a cold instance decodes a handful of strings instead of
 * rebuilding millions of map entries (MiniSearch's `loadJS` at 200,000 books took most of the
 * cold start). Books added later go to a small map of their own ("extra") until the next
 * compaction merges them in; a removed book is only marked, and dropped at the next compaction.
 */

const F = BOOK_FIELDS.length;
/** 0: folded fields, 1: skeleton fields — the two vocabularies of prefix and typo expansion. */
export type FieldGroup = 0 | 1;
const GROUP_OF: FieldGroup[] = BOOK_FIELDS.map((field) =>
  (FOLDED_FIELDS as readonly string[]).includes(field) ? 0 : 1,
);
export const FIELD_NUMBER: Readonly<Record<string, number>> = Object.fromEntries(
  BOOK_FIELDS.map((field, f) => [field, f]),
);
const MAX_BYTE = 255;
/** Changes held in the extra map before a live index compacts (about a fifth of a second at 200,000 books). */
const LIVE_COMPACT_AFTER = 4_096;

export type PostingsSnapshot = {
  fields: string[];
  /** The sorted dictionary, one term a line (terms hold no spaces or line breaks). */
  terms: string;
  /** Book number → id. */
  ids: string[];
  /** Postings of term t in field f: [termStart[t*F+f], termStart[t*F+f+1]). */
  termStart: string;
  postings: number;
  books: string;
  frequencies: string;
  /** Book number × field → number of distinct terms (MiniSearch's field length). */
  lengths: string;
  /** Term × group → books that have it in that group. */
  groupBooks: string;
};

type Extra = (Map<number, number> | undefined)[];

export class BookPostings {
  private terms: string[] = [];
  private termStart: Uint32Array = new Uint32Array(1);
  private books: Uint32Array = new Uint32Array(0);
  private frequencies: Uint8Array = new Uint8Array(0);
  private groupBooks: Uint32Array = new Uint32Array(0);
  private ids: string[] = [];
  private numberOf = new Map<string, number>();
  private alive: Uint8Array = new Uint8Array(0);
  private lengths: Uint8Array = new Uint8Array(0);
  private totals = new Float64Array(F);
  private live = 0;
  /** Postings of the books added since the last compaction (their numbers follow the base's). */
  private extra = new Map<string, Extra>();
  /** Group counts of the terms the base does not have. */
  private extraTerms = new Map<string, [number, number]>();
  private changes = 0;
  /** Per-book scratch of the scorer, reused across queries. */
  private scratch: Scratch | null = null;

  static readonly LIVE_COMPACT_AFTER = LIVE_COMPACT_AFTER;

  constructor(public compactAfter = LIVE_COMPACT_AFTER) {}

  get size(): number {
    return this.live;
  }

  has(id: string): boolean {
    return this.numberOf.has(id);
  }

  add(doc: IndexedBook): void {
    this.remove(doc.id);
    const n = this.ids.length;
    this.ids.push(doc.id);
    this.numberOf.set(doc.id, n);
    this.grow(n + 1);
    this.alive[n] = 1;
    this.live += 1;
    const seen = [new Set<string>(), new Set<string>()];
    BOOK_FIELDS.forEach((field, f) => {
      const tokens = doc[field].split(' ');
      const counts = new Map<string, number>();
      for (const token of tokens) if (token) counts.set(token, (counts.get(token) ?? 0) + 1);
      const length = Math.min(MAX_BYTE, new Set(tokens).size);
      this.lengths[n * F + f] = length;
      this.totals[f]! += length;
      for (const [term, frequency] of counts) {
        let extra = this.extra.get(term);
        if (!extra) this.extra.set(term, (extra = new Array<undefined>(F).fill(undefined)));
        (extra[f] ??= new Map()).set(n, Math.min(MAX_BYTE, frequency));
        const group = GROUP_OF[f]!;
        if (seen[group]!.has(term)) continue;
        seen[group]!.add(term);
        const t = indexOfTerm(this.terms, term);
        if (t >= 0) this.groupBooks[t * 2 + group]! += 1;
        else {
          const counts2 = this.extraTerms.get(term) ?? [0, 0];
          counts2[group] += 1;
          this.extraTerms.set(term, counts2);
        }
      }
    });
    this.changed();
  }

  remove(id: string): boolean {
    const n = this.numberOf.get(id);
    if (n === undefined) return false;
    this.numberOf.delete(id);
    this.alive[n] = 0;
    this.live -= 1;
    for (let f = 0; f < F; f++) this.totals[f]! -= this.lengths[n * F + f]!;
    this.changed();
    return true;
  }

  private changed(): void {
    this.changes += 1;
    if (this.changes >= this.compactAfter) this.compact();
  }

  private grow(count: number): void {
    if (count <= this.alive.length) return;
    const size = Math.max(count, Math.ceil(this.alive.length * 1.5), 64);
    const alive = new Uint8Array(size);
    alive.set(this.alive);
    const lengths = new Uint8Array(size * F);
    lengths.set(this.lengths);
    [this.alive, this.lengths] = [alive, lengths];
  }

  /** Merges the extra books into the flat arrays and drops the removed ones. */
  compact(): void {
    if (this.changes === 0) return;
    const renumber = new Int32Array(this.ids.length).fill(-1);
    const ids: string[] = [];
    this.ids.forEach((id, n) => {
      if (this.alive[n]) renumber[n] = ids.push(id) - 1;
    });
    const newTerms = [...this.extraTerms.keys()].sort();
    let extraPostings = 0;
    for (const byField of this.extra.values())
      for (const m of byField) extraPostings += m?.size ?? 0;
    const terms: string[] = [];
    const termStart: number[] = [0];
    const books = new Uint32Array(this.books.length + extraPostings);
    const frequencies = new Uint8Array(books.length);
    const groupCounts: number[] = [];
    const stamps = [new Int32Array(ids.length).fill(-1), new Int32Array(ids.length).fill(-1)];
    let out = 0;
    const merge = (term: string, t: number) => {
      const extra = this.extra.get(term);
      const from = out;
      const counts = [0, 0];
      for (let f = 0; f < F; f++) {
        const stamp = stamps[GROUP_OF[f]!]!;
        const put = (book: number, frequency: number) => {
          const n = renumber[book]!;
          if (n < 0) return;
          books[out] = n;
          frequencies[out++] = frequency;
          if (stamp[n] !== terms.length) {
            stamp[n] = terms.length;
            counts[GROUP_OF[f]!]! += 1;
          }
        };
        if (t >= 0) {
          for (let i = this.termStart[t * F + f]!; i < this.termStart[t * F + f + 1]!; i++) {
            put(this.books[i]!, this.frequencies[i]!);
          }
        }
        for (const [book, frequency] of extra?.[f] ?? []) put(book, frequency);
        termStart.push(out);
      }
      if (out === from)
        termStart.length -= F; // no book has it any more
      else {
        terms.push(term);
        groupCounts.push(counts[0]!, counts[1]!);
      }
    };
    let a = 0;
    let b = 0;
    while (a < this.terms.length || b < newTerms.length) {
      const base = this.terms[a];
      const added = newTerms[b];
      if (added === undefined || (base !== undefined && base < added)) merge(base!, a++);
      else merge(added, (b++, -1));
    }
    const lengths = new Uint8Array(ids.length * F);
    renumber.forEach((n, old) => {
      if (n >= 0) lengths.set(this.lengths.subarray(old * F, old * F + F), n * F);
    });
    this.terms = terms;
    this.termStart = Uint32Array.from(termStart);
    this.books = books.slice(0, out);
    this.frequencies = frequencies.slice(0, out);
    this.groupBooks = Uint32Array.from(groupCounts);
    this.setBooks(ids, lengths);
    this.extra.clear();
    this.extraTerms.clear();
    this.changes = 0;
  }

  private setBooks(ids: string[], lengths: Uint8Array): void {
    this.ids = ids;
    this.numberOf = new Map(ids.map((id, n) => [id, n]));
    this.alive = new Uint8Array(ids.length).fill(1);
    this.lengths = lengths;
    this.live = ids.length;
    this.totals = new Float64Array(F);
    for (let n = 0; n < ids.length; n++) {
      for (let f = 0; f < F; f++) this.totals[f]! += lengths[n * F + f]!;
    }
    this.scratch = null;
  }

  /** Books of a term in a group, or 0. */
  groupCount(term: string, group: FieldGroup): number {
    const t = indexOfTerm(this.terms, term);
    return (
      (t >= 0 ? this.groupBooks[t * 2 + group]! : 0) + (this.extraTerms.get(term)?.[group] ?? 0)
    );
  }

  /** The group's terms that start with `prefix` (itself included), with their book counts. */
  completions(prefix: string, group: FieldGroup): [term: string, books: number][] {
    const found: [string, number][] = [];
    const [from, to] = prefixRange(this.terms, prefix);
    for (let t = from; t < to; t++) {
      const books = this.groupBooks[t * 2 + group]!;
      if (books > 0) found.push([this.terms[t]!, books]);
    }
    for (const [term, counts] of this.extraTerms) {
      if (counts[group] > 0 && term.startsWith(prefix)) found.push([term, counts[group]]);
    }
    return found;
  }

  /** The group's terms within `maxDistance` edits of `term`: [term, books, distance]. */
  fuzzy(term: string, maxDistance: number, group: FieldGroup): [string, number, number][] {
    const found: [string, number, number][] = [];
    fuzzyTerms(this.terms, term, maxDistance, (t, distance) => {
      const books = this.groupBooks[t * 2 + group]!;
      if (books > 0) found.push([this.terms[t]!, books, distance]);
    });
    for (const [spelling, counts] of this.extraTerms) {
      if (counts[group] === 0) continue;
      const distance = editDistance(term, spelling, maxDistance);
      if (distance <= maxDistance) found.push([spelling, counts[group], distance]);
    }
    return found;
  }

  toJSON(): PostingsSnapshot {
    this.compact();
    return {
      fields: [...BOOK_FIELDS],
      terms: this.terms.join('\n'),
      ids: this.ids,
      termStart: packUint32(this.termStart),
      postings: this.books.length,
      books: packGaps(this.books, this.termStart),
      frequencies: bytesToBase64(this.frequencies),
      lengths: bytesToBase64(this.lengths),
      groupBooks: packUint32(this.groupBooks),
    };
  }

  /** The postings a snapshot holds, or null if they were written for other fields. */
  static fromJSON(saved: PostingsSnapshot): BookPostings | null {
    if (saved.fields.join(' ') !== BOOK_FIELDS.join(' ')) return null;
    const postings = new BookPostings();
    postings.terms = saved.terms === '' ? [] : saved.terms.split('\n');
    postings.termStart = unpackUint32(saved.termStart);
    postings.books = unpackGaps(saved.books, saved.postings, postings.termStart);
    postings.frequencies = base64ToBytes(saved.frequencies);
    postings.groupBooks = unpackUint32(saved.groupBooks);
    postings.setBooks(saved.ids, base64ToBytes(saved.lengths));
    return postings;
  }

  private scratchFor(count: number): Scratch {
    if (!this.scratch || this.scratch.stamp.length < count) {
      this.scratch = newScratch(Math.ceil(count * 1.25));
    }
    return this.scratch;
  }

  /** @internal The scorer's view (book-scoring.ts). */
  internals() {
    return {
      F,
      terms: this.terms,
      termStart: this.termStart,
      books: this.books,
      frequencies: this.frequencies,
      extra: this.extra,
      alive: this.alive,
      lengths: this.lengths,
      totals: this.totals,
      live: this.live,
      ids: this.ids,
      scratch: this.scratchFor(this.ids.length),
      count: this.ids.length,
    };
  }
}

export type Scratch = {
  stamp: Uint32Array;
  query: number;
  score: Float64Array;
  terms: Uint16Array;
  lastTerm: Int32Array;
  covered: Uint32Array;
};

const newScratch = (size: number): Scratch => ({
  stamp: new Uint32Array(size),
  query: 0,
  score: new Float64Array(size),
  terms: new Uint16Array(size),
  lastTerm: new Int32Array(size),
  covered: new Uint32Array(size),
});

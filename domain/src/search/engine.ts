import MiniSearch, { type Options, type Query } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { joinedSkeletonKeys } from './normalize';
import {
  bookSearchFields,
  nameSearchFields,
  parseQuery,
  type BookSearchFields,
  type BookSearchInput,
  type ParsedQuery,
  writerEnglishName,
} from './fields';

/**
 * The embedded search engine: MiniSearch over the derived fields of every book, plus two small
 * indexes of the writers and publications that have books. Pure and in memory; the functions load
 * and save it (functions/src/search), the seed writes its first snapshot, the bench measures it.
 */

/** A book as the index needs it (a subset of the stored document), with its last change time. */
export type CatalogBook = BookSearchInput & {
  id: string;
  /** Milliseconds since the epoch of the document's `updatedAt`. */
  updatedAt: number;
  writer: { writerName: string; writerDetails?: string; writer_id: string };
  publication: { publicationName: string; publication_id: string };
};

type IndexedBook = BookSearchFields & { id: string };
type IndexedName = { id: string; name: string; nameSkeleton: string };

const BOOK_FIELDS = [
  'searchTitle',
  'searchTitleSkeleton',
  'searchWriter',
  'searchWriterSkeleton',
  'searchExtra',
] as const satisfies readonly (keyof BookSearchFields)[];

/** Fields hold terms already normalised by `bookSearchFields`: split on spaces, nothing more. */
const splitTerms = (text: string): string[] => text.split(' ');
const sameTerm = (term: string): string | null => term || null;

const BOOK_INDEX_OPTIONS: Options<IndexedBook> = {
  fields: [...BOOK_FIELDS],
  tokenize: splitTerms,
  processTerm: sameTerm,
  searchOptions: { tokenize: splitTerms, processTerm: sameTerm },
};
const NAME_INDEX_OPTIONS: Options<IndexedName> = {
  fields: ['name', 'nameSkeleton'],
  tokenize: splitTerms,
  processTerm: sameTerm,
  searchOptions: { tokenize: splitTerms, processTerm: sameTerm },
};

/** Title matches rank above writer matches, and both above the English names of the description. */
const FOLDED_BOOST = { searchTitle: 3, searchWriter: 1.5, searchExtra: 0.5 };
const SKELETON_BOOST = { searchTitleSkeleton: 2, searchWriterSkeleton: 1 };
const FOLDED_FIELDS = Object.keys(FOLDED_BOOST) as (keyof typeof FOLDED_BOOST)[];
const SKELETON_FIELDS = Object.keys(SKELETON_BOOST) as (keyof typeof SKELETON_BOOST)[];
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

/**
 * Every term of a field group and the number of books that have it: the vocabulary that prefix
 * and typo matches are looked up in (MiniSearch's own is private). Counts only grow until the
 * next rebuild; a removed book's terms stay as candidates that match nothing.
 */
class Vocabulary {
  private readonly counts = new Map<string, number>();
  /** Built on the first search: a trie per insert would double the time of a full build. */
  private trie: SearchableMap<number> | null = null;

  add(text: string): void {
    for (const term of new Set(text.split(' '))) {
      if (term) this.set(term, (this.counts.get(term) ?? 0) + 1);
    }
  }

  set(term: string, books: number): void {
    this.counts.set(term, books);
    this.trie?.set(term, books);
  }

  get size(): number {
    return this.counts.size;
  }

  get terms(): SearchableMap<number> {
    return (this.trie ??= SearchableMap.from(this.counts));
  }
}

/**
 * The vocabularies of a saved MiniSearch index, read back from its postings (term → field → book
 * → frequency) rather than saved a second time.
 */
function vocabulariesOf(saved: ReturnType<MiniSearch['toJSON']>) {
  const group = (fields: readonly string[]) =>
    new Set(fields.map((field) => String(saved.fieldIds[field])));
  const foldedIds = group(FOLDED_FIELDS);
  const skeletonIds = group(SKELETON_FIELDS);
  const folded = new Vocabulary();
  const skeleton = new Vocabulary();
  for (const [term, byField] of saved.index) {
    const inFolded = new Set<string>();
    const inSkeleton = new Set<string>();
    for (const [fieldId, postings] of Object.entries(byField)) {
      const into = foldedIds.has(fieldId) ? inFolded : skeletonIds.has(fieldId) ? inSkeleton : null;
      if (into) for (const book of Object.keys(postings)) into.add(book);
    }
    if (inFolded.size > 0) folded.set(term, inFolded.size);
    if (inSkeleton.size > 0) skeleton.set(term, inSkeleton.size);
  }
  return { folded, skeleton };
}

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
  const exact = vocabulary.terms.get(term);
  if (exact) found.push({ term, weight: 1, books: exact });
  const near: (Candidate & { distance: number })[] = [];
  if (prefix && term.length >= MIN_PREFIX) {
    for (const [completion, books] of vocabulary.terms.atPrefix(term)) {
      const distance = completion.length - term.length;
      if (distance === 0) continue;
      const weight = (PREFIX_WEIGHT * completion.length) / (completion.length + 0.3 * distance);
      near.push({ term: completion, weight, books, distance: distance / 4 });
    }
  }
  if (fuzz > 0) {
    for (const [spelling, [books, distance]] of vocabulary.terms.fuzzyGet(term, fuzz)) {
      if (distance === 0 || (prefix && spelling.startsWith(term))) continue;
      const weight = (FUZZY_WEIGHT * spelling.length) / (spelling.length + distance);
      near.push({ term: spelling, weight, books, distance });
    }
  }
  near.sort((a, b) => a.distance - b.distance || b.books - a.books);
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
type QueryTerm = {
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
function bookQuery(
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

function directAccess(index: MiniSearch<IndexedBook>): MiniSearchInternals | null {
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

type Scored = { id: string; score: number; covered: number };

/**
 * The query scored straight from MiniSearch's postings, into one accumulator: what
 * `MiniSearch.search` computes for the same OR query (BM25 per field, times the field boost and
 * the term's weight, the sum times the number of distinct terms matched), without one result map
 * per term, their merging, and a result object per book. At 100,000 books a writer's name matches
 * thousands of books through five or six terms; this is where the time went.
 */
function scoreDirect(ms: MiniSearchInternals, terms: readonly QueryTerm[]): Scored[] {
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
function nameQuery(parsed: ParsedQuery): Query {
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

/**
 * Results scoring below this share of the best are dropped: they matched a stray skeleton or a
 * typo of one word, and would only pad the count ("মোট N টি বই") with noise.
 */
export const MIN_RELATIVE_SCORE = 0.2;

/** The name given most often (the first of equals), or ''. */
function mostGiven(names: ReadonlyMap<string, number>): string {
  let best = '';
  let most = 0;
  for (const [name, count] of names) {
    if (count > most) [best, most] = [name, count];
  }
  return best;
}

type BookMeta = { updatedAt: number; writerId: string; publicationId: string };
type WriterEntry = {
  name: string;
  writerDetails: string;
  books: number;
  /**
   * English names the writer's books give after "by" in `descriptionE`, and how many books give
   * each; the most given one is searched with the Bangla name ("tagore" finds রবীন্দ্রনাথ ঠাকুর).
   * Counts only grow until the next rebuild.
   */
  namesE: Map<string, number>;
};
type PublicationEntry = { name: string; books: number };

export type WriterHit = { _id: string; name: string; writerDetails: string; productCount: number };
export type PublicationHit = { _id: string; name: string; productCount: number };

/** What `toJSON` writes and `fromJSON` reads: the object store's search/index.json. */
export type CatalogIndexSnapshot = {
  format: typeof SNAPSHOT_FORMAT;
  /** The catalog generation the index was built for (the seed writes a new one). */
  catalogVersion: string | null;
  /** The newest `updatedAt` (ms) applied: changes after it are read on the next refresh. */
  watermark: number;
  savedAt: number;
  books: [id: string, updatedAt: number, writerId: string, publicationId: string][];
  writers: [id: string, name: string, writerDetails: string, nameE?: string][];
  publications: [id: string, name: string][];
  index: ReturnType<MiniSearch['toJSON']>;
};
/** Bumped whenever the fields or the normalisation change: an older snapshot is rebuilt. */
export const SNAPSHOT_FORMAT = 4;

export class CatalogSearchIndex {
  private books = new MiniSearch<IndexedBook>(BOOK_INDEX_OPTIONS);
  private meta = new Map<string, BookMeta>();
  private writers = new Map<string, WriterEntry>();
  private publications = new Map<string, PublicationEntry>();
  private names: {
    writers: MiniSearch<IndexedName>;
    publications: MiniSearch<IndexedName>;
  } | null = null;
  /** The terms of the folded and the skeleton fields, for prefix and typo expansion. */
  private vocabularies = { folded: new Vocabulary(), skeleton: new Vocabulary() };
  /** Newest `updatedAt` applied, in ms. */
  watermark = 0;

  constructor(public catalogVersion: string | null = null) {}

  static build(books: Iterable<CatalogBook>, catalogVersion: string | null = null) {
    const index = new CatalogSearchIndex(catalogVersion);
    const docs: IndexedBook[] = [];
    for (const book of books) {
      if (index.meta.has(book.id)) continue;
      index.track(book);
      const doc = { id: book.id, ...bookSearchFields(book) };
      index.learn(doc);
      docs.push(doc);
    }
    index.books.addAll(docs);
    return index;
  }

  get size(): number {
    return this.meta.size;
  }

  has(id: string): boolean {
    return this.meta.has(id);
  }

  updatedAtOf(id: string): number | undefined {
    return this.meta.get(id)?.updatedAt;
  }

  /** Every indexed book's id and `updatedAt` (ms), in no particular order (the sitemap's list). */
  *bookEntries(): IterableIterator<[id: string, updatedAt: number]> {
    for (const [id, { updatedAt }] of this.meta) yield [id, updatedAt];
  }

  /** Books of a writer or publication, as the index counts them. */
  countOf(kind: 'writer' | 'publication', id: string): number {
    return (kind === 'writer' ? this.writers : this.publications).get(id)?.books ?? 0;
  }

  /**
   * Adds or replaces a book. Returns false (and changes nothing) if the index already has this
   * version of it, unless `force` (a renamed writer or publication changes a book's text only).
   */
  upsert(book: CatalogBook, { force = false } = {}): boolean {
    const known = this.meta.get(book.id);
    if (known && known.updatedAt === book.updatedAt && !force) return false;
    if (known) this.remove(book.id);
    this.track(book);
    const doc = { id: book.id, ...bookSearchFields(book) };
    this.learn(doc);
    this.books.add(doc);
    return true;
  }

  /** Removes a book; a missing one is not an error. */
  remove(id: string): boolean {
    const known = this.meta.get(id);
    if (!known) return false;
    this.books.discard(id);
    this.meta.delete(id);
    this.count(this.writers, known.writerId, -1);
    this.count(this.publications, known.publicationId, -1);
    this.names = null;
    return true;
  }

  private learn(doc: IndexedBook): void {
    this.vocabularies.folded.add(FOLDED_FIELDS.map((field) => doc[field]).join(' '));
    this.vocabularies.skeleton.add(SKELETON_FIELDS.map((field) => doc[field]).join(' '));
  }

  private track(book: CatalogBook): void {
    const writerId = book.writer.writer_id;
    const publicationId = book.publication.publication_id;
    this.meta.set(book.id, { updatedAt: book.updatedAt, writerId, publicationId });
    this.watermark = Math.max(this.watermark, book.updatedAt);
    const writer = this.writers.get(writerId);
    const namesE = writer?.namesE ?? new Map<string, number>();
    const nameE = writerEnglishName(book.descriptionE ?? '');
    if (nameE) namesE.set(nameE, (namesE.get(nameE) ?? 0) + 1);
    this.writers.set(writerId, {
      name: book.writer.writerName,
      writerDetails: book.writer.writerDetails ?? writer?.writerDetails ?? '',
      books: (writer?.books ?? 0) + 1,
      namesE,
    });
    const publication = this.publications.get(publicationId);
    this.publications.set(publicationId, {
      name: book.publication.publicationName,
      books: (publication?.books ?? 0) + 1,
    });
    this.names = null;
  }

  private count(map: Map<string, { books: number }>, id: string, by: number): void {
    const entry = map.get(id);
    if (!entry) return;
    entry.books += by;
    if (entry.books <= 0) map.delete(id);
  }

  /**
   * Book ids best first, `offset`/`limit` of them, and how many matched. `scorer: 'minisearch'`
   * scores through `MiniSearch.search` instead of reading its postings directly (the tests compare
   * the two; the index uses it by itself if a MiniSearch version lacks what the direct scorer reads).
   */
  searchBooks(
    query: string | ParsedQuery,
    {
      offset = 0,
      limit = 10,
      scorer = 'direct',
    }: { offset?: number; limit?: number; scorer?: 'direct' | 'minisearch' } = {},
  ): { ids: string[]; total: number } {
    const parsed = typeof query === 'string' ? parseQuery(query) : query;
    if (parsed.words.length === 0) return { ids: [], total: 0 };
    const {
      query: search,
      terms,
      wordsOf,
      required,
    } = bookQuery(parsed, this.vocabularies, this.size);
    const direct = scorer === 'direct' ? directAccess(this.books) : null;
    const scored: Scored[] = direct
      ? scoreDirect(direct, terms)
      : this.books.search(search).map((result) => {
          const covered = new Set<number>();
          for (const term of Object.keys(result.match)) {
            for (const word of wordsOf.get(term) ?? []) covered.add(word);
          }
          return { id: String(result.id), score: result.score, covered: covered.size };
        });
    let best = 0;
    for (const r of scored) best = Math.max(best, r.score);
    // A book is kept if it matches every query word that matches anything, or scores close to
    // the best; books matching more of the words come first, then by score.
    const kept = scored
      .filter((r) => r.covered >= required || r.score >= best * MIN_RELATIVE_SCORE)
      .sort((a, b) => b.covered - a.covered || b.score - a.score || (a.id < b.id ? -1 : 1));
    return {
      ids: kept.slice(offset, offset + limit).map((r) => r.id),
      total: kept.length,
    };
  }

  searchWriters(query: string | ParsedQuery, limit = 3): WriterHit[] {
    return this.searchNames('writers', query, limit).map((id) => {
      const writer = this.writers.get(id)!;
      return {
        _id: id,
        name: writer.name,
        writerDetails: writer.writerDetails,
        productCount: writer.books,
      };
    });
  }

  searchPublications(query: string | ParsedQuery, limit = 3): PublicationHit[] {
    return this.searchNames('publications', query, limit).map((id) => {
      const publication = this.publications.get(id)!;
      return { _id: id, name: publication.name, productCount: publication.books };
    });
  }

  private searchNames(
    kind: 'writers' | 'publications',
    query: string | ParsedQuery,
    limit: number,
  ): string[] {
    const parsed = typeof query === 'string' ? parseQuery(query) : query;
    if (parsed.words.length === 0) return [];
    const results = this.nameIndexes()[kind].search(nameQuery(parsed));
    const best = results[0]?.score ?? 0;
    return results
      .filter((r) => r.score >= best * MIN_RELATIVE_SCORE)
      .slice(0, limit)
      .map((r) => String(r.id));
  }

  /** The writer and publication name indexes: small, rebuilt after any change. */
  private nameIndexes() {
    if (!this.names) {
      const build = (entries: Map<string, { name: string; namesE?: Map<string, number> }>) => {
        const index = new MiniSearch<IndexedName>(NAME_INDEX_OPTIONS);
        index.addAll(
          [...entries].map(([id, { name, namesE }]) => {
            const bangla = nameSearchFields(name);
            const english = nameSearchFields(namesE ? mostGiven(namesE) : '');
            return {
              id,
              name: `${bangla.name} ${english.name}`.trim(),
              nameSkeleton: `${bangla.nameSkeleton} ${english.nameSkeleton}`.trim(),
            };
          }),
        );
        return index;
      };
      this.names = { writers: build(this.writers), publications: build(this.publications) };
    }
    return this.names;
  }

  toJSON(): CatalogIndexSnapshot {
    return {
      format: SNAPSHOT_FORMAT,
      catalogVersion: this.catalogVersion,
      watermark: this.watermark,
      savedAt: Date.now(),
      books: [...this.meta].map(([id, m]) => [id, m.updatedAt, m.writerId, m.publicationId]),
      writers: [...this.writers].map(([id, w]) => [
        id,
        w.name,
        w.writerDetails,
        mostGiven(w.namesE),
      ]),
      publications: [...this.publications].map(([id, p]) => [id, p.name]),
      index: this.books.toJSON(),
    };
  }

  /** The index a snapshot holds, or null if it was written by another format. */
  static fromJSON(snapshot: CatalogIndexSnapshot): CatalogSearchIndex | null {
    if (snapshot.format !== SNAPSHOT_FORMAT) return null;
    const index = new CatalogSearchIndex(snapshot.catalogVersion);
    index.books = MiniSearch.loadJS(snapshot.index, BOOK_INDEX_OPTIONS);
    index.vocabularies = vocabulariesOf(snapshot.index);
    index.watermark = snapshot.watermark;
    for (const [id, name, writerDetails, nameE] of snapshot.writers) {
      const namesE = new Map(nameE ? [[nameE, 1]] : []);
      index.writers.set(id, { name, writerDetails, books: 0, namesE });
    }
    for (const [id, name] of snapshot.publications) index.publications.set(id, { name, books: 0 });
    for (const [id, updatedAt, writerId, publicationId] of snapshot.books) {
      index.meta.set(id, { updatedAt, writerId, publicationId });
      index.count(index.writers, writerId, 1);
      index.count(index.publications, publicationId, 1);
    }
    return index;
  }
}

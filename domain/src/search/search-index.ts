import MiniSearch from 'minisearch';
import { BookPostings, type PostingsSnapshot } from './book-postings';
import {
  bookSearchFields,
  nameSearchFields,
  parseQuery,
  type ParsedQuery,
  writerEnglishName,
} from './fields';
import {
  NAME_INDEX_OPTIONS,
  type CatalogBook,
  type IndexedBook,
  type IndexedName,
} from './index-fields';
import { bookQuery, nameQuery } from './query';
import { MIN_RELATIVE_SCORE, scoreBooks, type Scored } from './scoring';
import { vocabularyOf } from './vocabulary';

/**
 * The embedded search engine: compact postings of the derived fields of every book
 * (book-postings.ts, scored as MiniSearch scores), plus two small MiniSearch indexes of the
 * writers and publications that have books. Pure and in memory; the functions load and save it
 * (functions/src/search), the seed writes its first snapshot, the bench measures it.
 */

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

type WriterHit = { _id: string; name: string; writerDetails: string; productCount: number };
type PublicationHit = { _id: string; name: string; productCount: number };

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
  postings: PostingsSnapshot;
};
/** Bumped whenever the fields or the normalisation change: an older snapshot is rebuilt. */
export const SNAPSHOT_FORMAT = 5;
/** A full build merges its books into the flat arrays this many at a time. */
const BUILD_COMPACT_AFTER = 32_768;

export class CatalogSearchIndex {
  private postings = new BookPostings();
  private meta = new Map<string, BookMeta>();
  private writers = new Map<string, WriterEntry>();
  private publications = new Map<string, PublicationEntry>();
  private names: {
    writers: MiniSearch<IndexedName>;
    publications: MiniSearch<IndexedName>;
  } | null = null;
  /** Newest `updatedAt` applied, in ms. */
  watermark = 0;

  constructor(public catalogVersion: string | null = null) {}

  static build(books: Iterable<CatalogBook>, catalogVersion: string | null = null) {
    const index = new CatalogSearchIndex(catalogVersion);
    index.postings = new BookPostings(BUILD_COMPACT_AFTER);
    for (const book of books) {
      if (index.meta.has(book.id)) continue;
      index.track(book);
      index.postings.add({ id: book.id, ...bookSearchFields(book) });
    }
    index.postings.compact();
    index.postings.compactAfter = BookPostings.LIVE_COMPACT_AFTER;
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
    this.postings.add({ id: book.id, ...bookSearchFields(book) });
    return true;
  }

  /** Removes a book; a missing one is not an error. */
  remove(id: string): boolean {
    const known = this.meta.get(id);
    if (!known) return false;
    this.postings.remove(id);
    this.meta.delete(id);
    this.count(this.writers, known.writerId, -1);
    this.count(this.publications, known.publicationId, -1);
    this.names = null;
    return true;
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
   * Book ids best first, `offset`/`limit` of them, and how many matched. `reference`: score
   * through `MiniSearch.search` of a MiniSearch index of the same books instead (the tests check
   * the two agree).
   */
  searchBooks(
    query: string | ParsedQuery,
    {
      offset = 0,
      limit = 10,
      reference,
    }: { offset?: number; limit?: number; reference?: MiniSearch<IndexedBook> } = {},
  ): { ids: string[]; total: number } {
    const parsed = typeof query === 'string' ? parseQuery(query) : query;
    if (parsed.words.length === 0) return { ids: [], total: 0 };
    const {
      query: search,
      terms,
      wordsOf,
      required,
    } = bookQuery(parsed, this.vocabularies(), this.size);
    const scored: Scored[] = !reference
      ? scoreBooks(this.postings, terms)
      : reference.search(search).map((result) => {
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

  /** The terms of the folded and the skeleton fields, for prefix and typo expansion. */
  private vocabularies() {
    return { folded: vocabularyOf(this.postings, 0), skeleton: vocabularyOf(this.postings, 1) };
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
      postings: this.postings.toJSON(),
    };
  }

  /** The index a snapshot holds, or null if it was written by another format. */
  static fromJSON(snapshot: CatalogIndexSnapshot): CatalogSearchIndex | null {
    if (snapshot.format !== SNAPSHOT_FORMAT) return null;
    const postings = BookPostings.fromJSON(snapshot.postings);
    if (!postings) return null;
    const index = new CatalogSearchIndex(snapshot.catalogVersion);
    index.postings = postings;
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

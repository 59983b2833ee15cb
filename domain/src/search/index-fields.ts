import type { Options } from 'minisearch';
import type { BookSearchFields, BookSearchInput } from './fields';

/** The documents of the engine's MiniSearch indexes, their fields and how each is weighted. */

/** A book as the index needs it (a subset of the stored document), with its last change time. */
export type CatalogBook = BookSearchInput & {
  id: string;
  /** Milliseconds since the epoch of the document's `updatedAt`. */
  updatedAt: number;
  writer: { writerName: string; writerDetails?: string; writer_id: string };
  publication: { publicationName: string; publication_id: string };
};

export type IndexedBook = BookSearchFields & { id: string };
export type IndexedName = { id: string; name: string; nameSkeleton: string };

export const BOOK_FIELDS = [
  'searchTitle',
  'searchTitleSkeleton',
  'searchWriter',
  'searchWriterSkeleton',
  'searchExtra',
] as const satisfies readonly (keyof BookSearchFields)[];

/** Fields hold terms already normalised by `bookSearchFields`: split on spaces, nothing more. */
const splitTerms = (text: string): string[] => text.split(' ');
const sameTerm = (term: string): string | null => term || null;

export const BOOK_INDEX_OPTIONS: Options<IndexedBook> = {
  fields: [...BOOK_FIELDS],
  tokenize: splitTerms,
  processTerm: sameTerm,
  searchOptions: { tokenize: splitTerms, processTerm: sameTerm },
};
export const NAME_INDEX_OPTIONS: Options<IndexedName> = {
  fields: ['name', 'nameSkeleton'],
  tokenize: splitTerms,
  processTerm: sameTerm,
  searchOptions: { tokenize: splitTerms, processTerm: sameTerm },
};

/** Title matches rank above writer matches, and both above the English names of the description. */
export const FOLDED_BOOST = { searchTitle: 3, searchWriter: 1.5, searchExtra: 0.5 };
export const SKELETON_BOOST = { searchTitleSkeleton: 2, searchWriterSkeleton: 1 };
export const FOLDED_FIELDS = Object.keys(FOLDED_BOOST) as (keyof typeof FOLDED_BOOST)[];
export const SKELETON_FIELDS = Object.keys(SKELETON_BOOST) as (keyof typeof SKELETON_BOOST)[];

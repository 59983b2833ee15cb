import type MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { FOLDED_FIELDS, SKELETON_FIELDS } from './index-fields';

/**
 * Every term of a field group and the number of books that have it: the vocabulary that prefix
 * and typo matches are looked up in (MiniSearch's own is private). Counts only grow until the
 * next rebuild; a removed book's terms stay as candidates that match nothing.
 */
export class Vocabulary {
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
export function vocabulariesOf(saved: ReturnType<MiniSearch['toJSON']>) {
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

import { SALES_INFO } from '../shared/constants';

/**
 * The storefront's paged lists of books ("listings"): all books, and the books of one category,
 * writer, publication or sales label. Firestore's client SDKs have no offset, and an offset is
 * billed per skipped document anyway, so every listing numbers its books instead.
 *
 * - A book joining a listing takes the listing's next number (`seq`): newest has the highest.
 * - Leaving it (deleted, or moved to another category) leaves a gap: its number is recorded in
 *   the listing's head, `listings/{listingId}`, and never given again.
 * - A page is then one query: books with `seq <= top`, highest first, `limit size`, where `top`
 *   is the number at the page's first rank, worked out from the head. Any page costs what page 0
 *   costs: the head and one page of books (docs/catalog-reads.md).
 */
type ListingKind = 'all' | 'category' | 'writer' | 'publication' | 'sales';

export type Listing = { kind: 'all' } | { kind: Exclude<ListingKind, 'all'>; value: string };

/** listings/{id}: the next number to give, and the numbers given that no book holds any more. */
export type ListingHead = { next: number; gaps: number[] };

/** A book's number in each listing it belongs to (field `seq` of its public copy). */
export type ListingSeq = Partial<Record<ListingKind, number>>;

export const ALL_BOOKS: Listing = { kind: 'all' };

/** The book field each filtered listing is keyed by. */
export const LISTING_FIELDS = {
  category: 'category.category_id',
  writer: 'writer.writer_id',
  publication: 'publication.publication_id',
  sales: 'BookSalesInfo',
} as const satisfies Record<Exclude<ListingKind, 'all'>, string>;

export const listingId = (listing: Listing): string =>
  listing.kind === 'all' ? 'all' : `${listing.kind}~${listing.value}`;

export const seqField = (listing: Listing): string => `seq.${listing.kind}`;

type ListedBook = {
  category: { category_id: string };
  writer: { writer_id: string };
  publication: { publication_id: string };
  BookSalesInfo: string;
};

/** Every listing a book belongs to (a sales listing only when it carries a sales label). */
export function listingsOf(book: ListedBook): Listing[] {
  const listings: Listing[] = [
    ALL_BOOKS,
    { kind: 'category', value: book.category.category_id },
    { kind: 'writer', value: book.writer.writer_id },
    { kind: 'publication', value: book.publication.publication_id },
  ];
  if (book.BookSalesInfo && book.BookSalesInfo !== SALES_INFO.none) {
    listings.push({ kind: 'sales', value: book.BookSalesInfo });
  }
  return listings;
}

export const EMPTY_HEAD: ListingHead = { next: 0, gaps: [] };

export const listingTotal = (head: ListingHead): number => head.next - head.gaps.length;

/** The number held by the book at `rank` (0 = the oldest), counting past the gaps. */
export function seqAtRank(head: ListingHead, rank: number): number {
  let seq = rank;
  for (const gap of head.gaps) {
    if (gap <= seq) seq += 1;
    else break;
  }
  return seq;
}

/**
 * The highest number on a page of the listing, newest first, after skipping the `skip` newest
 * books; null past the last page.
 */
export function pageTopSeq(
  head: ListingHead,
  pageIndex: number,
  size: number,
  skip = 0,
): number | null {
  const rank = listingTotal(head) - 1 - skip - pageIndex * size;
  return rank < 0 ? null : seqAtRank(head, rank);
}

/** The head after a book joined: the book's number is `head.next`. */
export const headAfterJoin = (head: ListingHead): ListingHead => ({
  next: head.next + 1,
  gaps: head.gaps,
});

/**
 * The head after the book numbered `seq` left. Gaps at the top are dropped by lowering `next`
 * (no book holds those numbers any more, so they can be given again): deleting the newest books,
 * the common case, leaves no gap.
 */
export function headAfterLeave(head: ListingHead, seq: number): ListingHead {
  if (seq < 0 || seq >= head.next || head.gaps.includes(seq)) return head;
  const gaps = [...head.gaps, seq].sort((a, b) => a - b);
  let next = head.next;
  while (gaps.at(-1) === next - 1) {
    gaps.pop();
    next -= 1;
  }
  return { next, gaps };
}

/** A head as stored, or the empty one; anything malformed reads as empty rather than throwing. */
export function parseHead(data: unknown): ListingHead {
  const value = data as Partial<ListingHead> | null | undefined;
  const next = typeof value?.next === 'number' ? value.next : 0;
  const gaps = Array.isArray(value?.gaps)
    ? value.gaps.filter((gap): gap is number => typeof gap === 'number').sort((a, b) => a - b)
    : [];
  return { next, gaps };
}

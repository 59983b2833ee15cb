import { NO_BOOK_FOUND, toBanglaDigits, totalBooksFound } from '@boi/domain/constants';

/** The found-count banner: 'total N books found' in Bangla, or 'no book found'. */
export function foundBooksText(total: number): string {
  return total > 0 ? totalBooksFound(total) : NO_BOOK_FOUND;
}

/** A list item's book count, e.g. '১২ টি বই'. */
export function bookCountLabel(count: number): string {
  return `${toBanglaDigits(count)} টি বই`;
}

/** 'No {noun} found', shaped like NO_BOOK_FOUND. */
export function noMatchText(noun: string): string {
  return `কোনো ${noun} পাওয়া যায়নি`;
}

import type { TFunction } from 'i18next';

/** The found-count banner: 'total N books found' (Bangla digits in Bangla: the catalogue's `digits` format), or 'no book found'. */
export function foundBooksText(t: TFunction, total: number): string {
  return total > 0 ? t('catalog.totalFound', { total }) : t('catalog.noBookFound');
}

/** A list item's book count, e.g. '১২ টি বই'. */
export function bookCountLabel(t: TFunction, count: number): string {
  return t('catalog.bookCount', { number: count });
}

/** 'No {noun} found', shaped like 'no book found'. */
export function noMatchText(t: TFunction, noun: string): string {
  return t('catalog.noMatch', { noun });
}

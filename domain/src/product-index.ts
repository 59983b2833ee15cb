import { words } from './search/normalize';

/**
 * Fields derived from a book and stored beside it so the admin product table can filter with
 * plain indexed equality queries: `searchKeys` (every word of the titles and the writer's name,
 * and their prefixes) and `priceBand`. Written by the seed and by every admin create or update.
 */

export const PRICE_BANDS = [
  { key: 'under-200', label: 'Tk 0 – 199', min: 0, max: 199 },
  { key: '200-499', label: 'Tk 200 – 499', min: 200, max: 499 },
  { key: '500-999', label: 'Tk 500 – 999', min: 500, max: 999 },
  { key: '1000-plus', label: 'Tk 1000+', min: 1000, max: Number.POSITIVE_INFINITY },
] as const;
export type PriceBand = (typeof PRICE_BANDS)[number]['key'];
export const PRICE_BAND_KEYS = PRICE_BANDS.map((band) => band.key) as [PriceBand, ...PriceBand[]];

export function priceBandOf(price: number): PriceBand {
  return PRICE_BANDS.find((band) => price <= band.max)?.key ?? '1000-plus';
}

const MIN_PREFIX = 2;
const MAX_KEYS = 300;

/** Every word of the titles and writer, and each prefix of at least two letters. */
export function searchKeysOf(book: { nameB: string; nameE: string; writerName: string }): string[] {
  const keys = new Set<string>();
  for (const word of words(`${book.nameB} ${book.nameE} ${book.writerName}`)) {
    const letters = [...word];
    for (let end = Math.min(MIN_PREFIX, letters.length); end <= letters.length; end++) {
      keys.add(letters.slice(0, end).join(''));
    }
  }
  return [...keys].slice(0, MAX_KEYS);
}

/** The one key a typed query is matched on: its longest word (prefixes are stored, so partial words match). */
export function searchKeyOf(query: string): string | null {
  return words(query).reduce<string | null>(
    (a, b) => (a && [...a].length >= [...b].length ? a : b),
    null,
  );
}

export type ProductIndexFields = { searchKeys: string[]; priceBand: PriceBand };

export function productIndexFields(book: {
  nameB: string;
  nameE: string;
  price: number;
  writer: { writerName: string };
}): ProductIndexFields {
  return {
    searchKeys: searchKeysOf({ ...book, writerName: book.writer.writerName }),
    priceBand: priceBandOf(book.price),
  };
}

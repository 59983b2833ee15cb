/**
 * Fields derived from a book and stored beside it so the admin product table can filter with
 * plain indexed equality queries: `priceBand`. Written by the seed and by every admin create or
 * update. (Its search box goes through the storefront's search engine: the word-prefix
 * `searchKeys` that older books may still carry are no longer read or written.)
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

export type ProductIndexFields = { priceBand: PriceBand };

export function productIndexFields(book: {
  nameB: string;
  nameE: string;
  price: number;
  writer: { writerName: string };
}): ProductIndexFields {
  return {
    priceBand: priceBandOf(book.price),
  };
}

import type { Book } from '@boi/domain/catalog/schemas';

/**
 * The stored image sizes (functions/src/uploads/upload-image.ts and the seed's render-images.ts):
 * a book has a 400×600 card cover (`thumb`) and a 600×900 detail cover (`image`), both 2:3; a
 * banner is stored 1200×400 (its `image`) and 600×200 beside it, both 3:1. The card cover was
 * 300×450 before: a card on a phone (206 CSS px at DPR 1.75, 360 device px) then took the 600-px one.
 */
export const COVER_SIZE = {
  thumb: { width: 400, height: 600 },
  image: { width: 600, height: 900 },
} as const;

export const BANNER_SIZE = {
  large: { width: 1200, height: 400 },
  small: { width: 600, height: 200 },
} as const;

/** A card cover stored before it grew to 400 px (`…-300.webp`) is described at its own width. */
const OLD_THUMB = { name: /-300\.webp$/, width: 300 } as const;

/** Both stored widths of a cover, so the browser takes the 600-px one only where the thumb is too few. */
export function coverSrcSet(book: Pick<Book, 'thumb' | 'image'>): string {
  const thumbWidth = OLD_THUMB.name.test(book.thumb) ? OLD_THUMB.width : COVER_SIZE.thumb.width;
  return `${book.thumb} ${thumbWidth}w, ${book.image} ${COVER_SIZE.image.width}w`;
}

/**
 * Rendered width of a card's cover: about half the screen on phones (two grid columns, 1.5 carousel
 * slides), a third from 600 px, at most ~240 px from 1000 px (five to a row in a 1320-px container).
 */
export const CARD_COVER_SIZES = '(min-width: 1000px) 240px, (min-width: 600px) 30vw, 50vw';

/** The details page's cover frame: 240 px wide on phones, at most 340 px from Mantine's sm (48em). */
export const DETAIL_COVER_SIZES = '(min-width: 48em) 340px, 240px';

/**
 * A banner's two widths: uploads and the seed store `<name>-1200.webp` and `<name>-600.webp` side by
 * side (deleteBanner removes both by the same rule). Undefined for an image not named that way.
 */
export function bannerSrcSet(image: string): string | undefined {
  const match = /^(.*)-1200\.webp$/.exec(image);
  if (!match) return undefined;
  const { small, large } = BANNER_SIZE;
  return `${match[1]}-${small.width}.webp ${small.width}w, ${image} ${large.width}w`;
}

/** Banners span the page container: the screen less 16-px gutters, at most 1320 − 32 px. */
export const BANNER_SIZES = '(min-width: 1320px) 1288px, calc(100vw - 32px)';

/**
 * A cover that waits for the shopper's first interaction keeps its URLs in these attributes; the
 * page's loader (app/server/deferred-entry.ts) moves them to `srcset` and `src` then.
 */
export const DEFERRED_COVER = { src: 'data-cover-src', srcSet: 'data-cover-srcset' } as const;

/** An empty picture: a `<source>` of it keeps the browser from loading a cover where it is hidden. */
export const NO_PICTURE =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

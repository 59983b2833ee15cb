import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { Book, HomeData, ReviewList } from '@boi/domain/schemas';
import { bookJsonLd, bookMeta, collectionMeta, headTags, jsonLdScript } from '@boi/domain/seo';
import { BANNER_SIZES, bannerSrcSet, coverSrcSet, DETAIL_COVER_SIZES } from '../../lib/cover-image';
import { bookKeys } from '../../lib/get-book';

const BOOK_PATHS = [
  '/product3Details/:bookId',
  '/product3AllDetails/:bookId',
  '/productDetails/:bookId',
  '/product2Details/:bookId',
  '/product4Details/:bookId',
  '/product5Details/:bookId',
  '/product6Details/:bookId',
];

const COLLECTION_PATHS = [
  { kind: 'category', path: '/category/:id' },
  { kind: 'writer', path: '/writer/:id' },
  { kind: 'publication', path: '/publication/:id' },
] as const;

export type LcpImage = { href: string; srcSet?: string; sizes?: string };

export type PageHead = {
  /** Tags for <head>; empty keeps the shell's site-wide title and description. */
  tags: string;
  /** The image the page is most likely to paint largest, to preload (as its <img> asks for it). */
  lcpImage?: LcpImage;
};

function averageRating(reviews: ReviewList | undefined) {
  if (!reviews || reviews.reviews.length === 0) return null;
  const sum = reviews.reviews.reduce((total, review) => total + review.rating, 0);
  return { average: sum / reviews.reviews.length, count: reviews.approvedCount };
}

/** A cached read whose data is the named item (`_id` and `name`), whatever its page. */
function cachedItem(queryClient: QueryClient, id: string): { name: string } | undefined {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data as { _id?: unknown; name?: unknown } | undefined;
    if (data?._id === id && typeof data.name === 'string') return { name: data.name };
  }
  return undefined;
}

/**
 * Title, description, canonical URL, Open Graph and (for a book) JSON-LD, from the reads the page
 * was rendered with; the approved reviews are read here when the page did not need them.
 */
export async function pageHead(
  pathname: string,
  origin: string,
  queryClient: QueryClient,
  readReviews: (bookId: string) => Promise<ReviewList | undefined>,
): Promise<PageHead> {
  for (const path of BOOK_PATHS) {
    const bookId = matchPath(path, pathname)?.params.bookId;
    if (bookId === undefined) continue;
    const book = queryClient.getQueryData<Book>(bookKeys.detail(bookId));
    if (!book) return { tags: '' };
    const rating = averageRating(await readReviews(book._id));
    const meta = bookMeta(book, origin);
    return {
      tags: headTags({ ...meta, type: 'book' }) + jsonLdScript(bookJsonLd(book, rating, origin)),
      lcpImage: { href: book.image, srcSet: coverSrcSet(book), sizes: DETAIL_COVER_SIZES },
    };
  }
  for (const { kind, path } of COLLECTION_PATHS) {
    const id = matchPath(path, pathname)?.params.id;
    if (id === undefined) continue;
    const item = cachedItem(queryClient, id);
    return item ? { tags: headTags(collectionMeta(kind, item.name, id, origin)) } : { tags: '' };
  }
  if (pathname === '/' || pathname === '/home') {
    const banner = queryClient.getQueryData<HomeData>(['home'])?.banners[0];
    if (banner) {
      const lcpImage = {
        href: banner.image,
        srcSet: bannerSrcSet(banner.image),
        sizes: BANNER_SIZES,
      };
      return { tags: '', lcpImage };
    }
  }
  return { tags: '' };
}

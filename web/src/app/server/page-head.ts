import type { QueryClient } from '@tanstack/react-query';
import type { ShelfBook } from '@boi/domain/catalog/schemas';
import type { HomeData, ReviewList } from '@boi/domain/catalog/schemas';
import {
  bookJsonLd,
  bookMeta,
  collectionMeta,
  headTags,
  jsonLdScript,
} from '@boi/domain/paths/seo';
import { BANNER_SIZES, bannerSrcSet, coverSrcSet, DETAIL_COVER_SIZES } from '../../lib/cover-image';
import { bookKeys } from '../../lib/get-book';
import { routeHandleOf } from '../route-handle';

/** The routes a page matched, outermost first, with their params (react-router's matches). */
type Matches = readonly {
  route: { handle?: unknown };
  params: Record<string, string | undefined>;
}[];

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
 * Title, description, canonical URL, Open Graph and (for a book) JSON-LD, from the head its route
 * declares (`handle.head`, web/src/app/router.tsx) and the reads the page was rendered with; the
 * approved reviews are read here when the page did not need them.
 */
export async function pageHead(
  matches: Matches,
  origin: string,
  queryClient: QueryClient,
  readReviews: (bookId: string) => Promise<ReviewList | undefined>,
): Promise<PageHead> {
  const match = matches.at(-1);
  const head = match && routeHandleOf(match.route).head;
  if (!match || !head) return { tags: '' };
  if (head.kind === 'book') {
    const book = queryClient.getQueryData<ShelfBook>(
      bookKeys.detail(match.params[head.param] ?? ''),
    );
    if (!book) return { tags: '' };
    const rating = averageRating(await readReviews(book._id));
    const meta = bookMeta(book, origin);
    return {
      tags: headTags({ ...meta, type: 'book' }) + jsonLdScript(bookJsonLd(book, rating, origin)),
      lcpImage: { href: book.image, srcSet: coverSrcSet(book), sizes: DETAIL_COVER_SIZES },
    };
  }
  if (head.kind === 'collection') {
    const id = match.params[head.param] ?? '';
    const item = cachedItem(queryClient, id);
    return item
      ? { tags: headTags(collectionMeta(head.collection, item.name, id, origin)) }
      : { tags: '' };
  }
  const banner = queryClient.getQueryData<HomeData>(['home'])?.banners[0];
  if (!banner) return { tags: '' };
  const lcpImage = { href: banner.image, srcSet: bannerSrcSet(banner.image), sizes: BANNER_SIZES };
  return { tags: '', lcpImage };
}

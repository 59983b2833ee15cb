import type { CollectionKind } from '@boi/domain/catalog/schemas';

/** What the server puts in a page's <head>, declared by its route. */
export type RouteHead =
  | { kind: 'home' }
  | { kind: 'book'; param: 'bookId' }
  | { kind: 'collection'; collection: CollectionKind; param: string };

/** The query parameters a storefront page reads: `?page=2` of a list, `?q=` of the search. */
export type PageQueryParam = 'page' | 'q';

/**
 * A route's `handle`: its head, whether the page is the shopper's own (cart, checkout, account,
 * sign-in), which the server never renders (Hosting sends shell.html for it), and the query
 * parameters it reads: the server redirects a URL with any other to the page's one URL
 * (server/clean-page-url.ts).
 */
export type RouteHandle = {
  head?: RouteHead;
  clientOnly?: true;
  query?: readonly PageQueryParam[];
};

export const routeHandleOf = (route: { handle?: unknown }): RouteHandle =>
  (route.handle as RouteHandle | undefined) ?? {};

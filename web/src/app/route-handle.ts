import type { CollectionKind } from '@boi/domain/paths/routes';

/** What the server puts in a page's <head>, declared by its route. */
export type RouteHead =
  | { kind: 'home' }
  | { kind: 'book'; param: 'bookId' }
  | { kind: 'collection'; collection: CollectionKind; param: string };

/**
 * A route's `handle`: its head, and whether the page is the shopper's own (cart, checkout,
 * account, sign-in), which the server never renders: Hosting sends shell.html for it.
 */
export type RouteHandle = { head?: RouteHead; clientOnly?: true };

export const routeHandleOf = (route: { handle?: unknown }): RouteHandle =>
  (route.handle as RouteHandle | undefined) ?? {};

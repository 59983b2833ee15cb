import { matchRoutes } from 'react-router';
import { routes } from '../router';
import { routeHandleOf } from '../route-handle';

/**
 * Pages that are the shopper's own (cart, checkout, account, sign-in), as the router marks them:
 * the server sends the app shell and the browser renders them. Hosting serves them from
 * shell.html (firebase.json, checked against the router by client-only.test.ts) without calling
 * the function; the renderer still answers them the same way if asked.
 */
export const isClientOnly = (pathname: string): boolean =>
  (matchRoutes(routes, pathname) ?? []).some(({ route }) => routeHandleOf(route).clientOnly);

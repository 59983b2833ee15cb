/**
 * Pages that are the shopper's own (cart, checkout, account, sign-in): the server sends the app
 * shell and the browser renders them. Hosting serves them from shell.html (firebase.json) without
 * calling the function; the renderer still answers them the same way if asked.
 */
export const CLIENT_ONLY_PREFIXES = [
  '/cart',
  '/shipping',
  '/order/',
  '/side-navbar',
  '/login',
  '/singUp',
  '/forgot-password',
  '/reset-password',
] as const;

export const isClientOnly = (pathname: string): boolean =>
  CLIENT_ONLY_PREFIXES.some(
    (prefix) =>
      pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );

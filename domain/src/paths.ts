/**
 * Every storefront and account path: the route patterns the router declares and the builders
 * that links, sitemaps and JSON-LD use, so a path is typed once.
 */

/** Route patterns (react-router syntax), used by the router and the server's page heads. */
export const ROUTES = {
  home: '/',
  book: '/product3Details/:bookId',
  /** Spec §2's other detail routes, kept for old links. */
  bookAll: '/product3AllDetails/:bookId',
  legacyBooks: [
    '/productDetails/:bookId',
    '/product2Details/:bookId',
    '/product4Details/:bookId',
    '/product5Details/:bookId',
    '/product6Details/:bookId',
  ],
  categories: '/category',
  category: '/category/:categoryDetailsId',
  writers: '/writer',
  writer: '/writer/:writerDetailsId',
  publications: '/publication',
  publication: '/publication/:publicationDetailsId',
  search: '/search',
  cart: '/cart',
  shipping: '/shipping',
  invoice: '/order/:orderDetailsId',
  login: '/login',
  signUp: '/singUp',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  resetPasswordCode: '/reset-password/:id/:userCode',
  account: '/side-navbar',
  orders: '/side-navbar/order',
} as const;

const withId = (pattern: string, id: string): string =>
  pattern.replace(/:\w+$/, encodeURIComponent(id));

export type CollectionKind = 'category' | 'writer' | 'publication';

export const bookPath = (id: string): string => withId(ROUTES.book, id);
export const collectionPath = (kind: CollectionKind, id: string): string =>
  withId(ROUTES[kind], id);
export const categoryPath = (id: string): string => collectionPath('category', id);
export const writerPath = (id: string): string => collectionPath('writer', id);
export const publicationPath = (id: string): string => collectionPath('publication', id);
export const invoicePath = (orderId: string): string => withId(ROUTES.invoice, orderId);

/** The dashboard's product table (an account page; the router's `product-page` child). */
export const ADMIN_PRODUCTS_PATH = `${ROUTES.account}/product-page`;
/** The product table filtered to the books with at most `threshold` copies (low stock). */
export const lowStockProductsPath = (threshold: number): string =>
  `${ADMIN_PRODUCTS_PATH}?${new URLSearchParams({ stockAtMost: String(threshold) }).toString()}`;
/** Firebase's `mode` for password reset links: the reset route's `:id` segment. */
export const RESET_PASSWORD_MODE = 'resetPassword';
/** The reset page for a Firebase out-of-band code: /reset-password/resetPassword/{code}. */
export const resetPasswordPath = (oobCode: string): string =>
  ROUTES.resetPasswordCode
    .replace(':id', RESET_PASSWORD_MODE)
    .replace(':userCode', encodeURIComponent(oobCode));

import type { CollectionKind } from '../catalog/schemas';
/**
 * Every storefront and account path: the route patterns the router declares and the builders
 * that links, sitemaps and JSON-LD use, so a path is typed once.
 */

/** Route patterns (react-router syntax), used by the router and the server's page heads. */
export const ROUTES = {
  home: '/',
  /** Spec §2: '/home' shows home too. */
  homeAlias: '/home',
  /** Spec §2's '/summary' (not shown): it leads home. */
  summary: '/summary',
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
  weekBestSale: '/week-best-sale-all',
  /** Books of the home sections' categories (spec §2), by section. */
  islamicBooks: '/all-dormio-books/:islamicId',
  childrenBooks: '/all-sisu-books/:sisuId',
  packageBooksAll: '/all-package-books',
  packageBooks: '/all-package-books/:categoryId',
  technologyBooks: '/all-technology-books/:technologyId',
  nonTechAll: '/nonTeckAll',
  /** Spec §2's placeholder 'Comming Soon' pages. */
  comingSoonBookFair: '/up-comming-book',
  comingSoonAcademic: '/up-comming-academic',
  comingSoonOffer: '/up-comming-offer',
  comingSoonStationery: '/up-comming-stesonary',
  comingSoon: '/up-comming',
  cart: '/cart',
  shipping: '/shipping',
  invoice: '/order/:orderDetailsId',
  login: '/login',
  signUp: '/singUp',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  resetPasswordCode: '/reset-password/:id/:userCode',
  /** The link mailed to an address typed at checkout (domain/src/orders/checkout-email.ts). */
  verifyOrderEmail: '/verify-order-email/:id/:token',
  account: '/side-navbar',
  orders: '/side-navbar/order',
} as const;

/** The search page's query parameter: `/search?q=…`. */
export const SEARCH_QUERY_PARAM = 'q';

const withId = (pattern: string, id: string): string =>
  pattern.replace(/:\w+$/, encodeURIComponent(id));

/** What every path of a pattern starts with: the part before its first parameter, e.g. '/order/'. */
export const routePrefix = (pattern: string): string => pattern.replace(/:.*$/, '');

export const bookPath = (id: string): string => withId(ROUTES.book, id);
export const collectionPath = (kind: CollectionKind, id: string): string =>
  withId(ROUTES[kind], id);
export const categoryPath = (id: string): string => collectionPath('category', id);
export const writerPath = (id: string): string => collectionPath('writer', id);
export const publicationPath = (id: string): string => collectionPath('publication', id);
export const invoicePath = (orderId: string): string => withId(ROUTES.invoice, orderId);

/** The `:id` segment of a reset link: Firebase's `mode` for password resets. */
export const RESET_MODE = 'resetPassword';
/** Our reset page for a Firebase out-of-band code: /reset-password/{id}/{userCode}. */
export const resetPasswordPath = (oobCode: string): string =>
  `${ROUTES.resetPassword}/${RESET_MODE}/${encodeURIComponent(oobCode)}`;

/** The link that verifies an address typed at checkout: /verify-order-email/{id}/{token}. */
export const verifyOrderEmailPath = (id: string, token: string): string =>
  `${routePrefix(ROUTES.verifyOrderEmail)}${encodeURIComponent(id)}/${encodeURIComponent(token)}`;

/** The home sections' "all books in this subject" pages, by section key. */
const SECTION_BOOKS = {
  islamic: ROUTES.islamicBooks,
  package: ROUTES.packageBooks,
  children: ROUTES.childrenBooks,
  technology: ROUTES.technologyBooks,
} as const;
type SectionBooksKey = keyof typeof SECTION_BOOKS;
/** The books of a home section's category, e.g. `/all-dormio-books/{categoryId}`. */
export const sectionBooksPath = (key: SectionBooksKey, categoryId: string): string =>
  withId(SECTION_BOOKS[key], categoryId);

/** The pages of the account area under ROUTES.account (child route paths of the router). */
export const ACCOUNT_PAGES = {
  orders: 'order',
  profile: 'user-profile',
  support: 'support',
  wishlist: 'wishlist',
  products: 'product-page',
  orderManage: 'order-manage',
  reviewManage: 'review-manage',
  categoryAdd: 'category-add',
  writerAdd: 'writer-add',
  publicationAdd: 'publication-add',
  bookFairAdd: 'book-fair-add',
  couponAdd: 'coupon-add',
  bannerAdd: 'banner-add',
  admins: 'admins',
  activity: 'activity',
} as const;
type AccountPage = keyof typeof ACCOUNT_PAGES;
/** An account page's path, e.g. `/side-navbar/order`. */
export const accountPath = (page: AccountPage): string =>
  `${ROUTES.account}/${ACCOUNT_PAGES[page]}`;

/** The dashboard's product table. */
export const ADMIN_PRODUCTS_PATH = accountPath('products');
/** The product table filtered to the books with at most `threshold` copies (low stock). */
export const lowStockProductsPath = (threshold: number): string =>
  `${ADMIN_PRODUCTS_PATH}?${new URLSearchParams({ stockAtMost: String(threshold) }).toString()}`;

import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { LoadingSpinner } from '../components/loading-spinner';
import type { ComingSoonHandle } from './routes/coming-soon';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';
import { loadAccountMessages } from '../lib/i18n/i18n';
import { ACCOUNT_PAGES, ROUTES } from '@boi/domain/paths/routes';
import type { CollectionKind } from '@boi/domain/catalog/schemas';
import type { RouteHandle } from './route-handle';

/** A page whose route module (exporting `Component`) is loaded on first visit. */
const page = (path: string, load: RouteObject['lazy']): RouteObject => ({ path, lazy: load });

/** A list in pages (`?page=2`, components/url-pagination.tsx). */
const PAGED: RouteHandle = { query: ['page'] };
const paged = (path: string, load: RouteObject['lazy'], handle: RouteHandle = {}): RouteObject => ({
  ...page(path, load),
  handle: { ...handle, ...PAGED },
});

type RouteModule = { Component?: ComponentType | null };

/**
 * A route module whose component needs the signed-in user: Firebase and the account area's
 * messages load with it, so storefront pages never download them.
 */
const withAuth = (load: () => Promise<RouteModule>) => async (): Promise<RouteModule> => {
  const [{ Component }, { withFirebase }] = await Promise.all([
    load(),
    import('../lib/firebase-providers'),
    loadAccountMessages(),
  ]);
  return { Component: Component ? withFirebase(Component) : null };
};

const CLIENT_ONLY: RouteHandle = { clientOnly: true };

/** The shopper's own page: rendered by the browser only (Hosting serves shell.html for it). */
const privatePage = (path: string, load: () => Promise<RouteModule>): RouteObject => ({
  ...page(path, withAuth(load)),
  handle: CLIENT_ONLY,
});

const HOME: RouteHandle = { head: { kind: 'home' } };
const BOOK: RouteHandle = { head: { kind: 'book', param: 'bookId' } };
const collectionHead = (collection: CollectionKind, param: string): RouteHandle => ({
  head: { kind: 'collection', collection, param },
});

const comingSoon = (path: string, handle: ComingSoonHandle): RouteObject => ({
  path,
  handle,
  lazy: () => import('./routes/coming-soon'),
});

const bookDetails = (path: string): RouteObject => ({
  ...page(path, () => import('../features/book-details/routes/book-details')),
  handle: BOOK,
});
const legacyDetails = (path: string): RouteObject => ({
  ...page(path, () => import('../features/book-details/routes/legacy-details')),
  handle: BOOK,
});

const catalogRoutes: RouteObject[] = [
  paged(ROUTES.weekBestSale, () => import('../features/catalog/routes/week-best-sale-all')),
  paged(ROUTES.islamicBooks, () => import('../features/catalog/routes/all-dormio-books')),
  page(ROUTES.childrenBooks, () => import('../features/catalog/routes/all-sisu-books')),
  paged(ROUTES.packageBooksAll, () => import('../features/catalog/routes/all-package-books')),
  paged(ROUTES.packageBooks, () => import('../features/catalog/routes/all-package-books')),
  page(ROUTES.technologyBooks, () => import('../features/catalog/routes/all-technology-books')),
  paged(ROUTES.nonTechAll, () => import('../features/catalog/routes/non-teck-all')),
  page(ROUTES.categories, () => import('../features/catalog/routes/category-list')),
  paged(
    ROUTES.category,
    () => import('../features/catalog/routes/category-detail'),
    collectionHead('category', 'categoryDetailsId'),
  ),
  page(ROUTES.publications, () => import('../features/catalog/routes/publication-list')),
  paged(
    ROUTES.publication,
    () => import('../features/catalog/routes/publication-detail'),
    collectionHead('publication', 'publicationDetailsId'),
  ),
  page(ROUTES.writers, () => import('../features/catalog/routes/writer-list')),
  paged(
    ROUTES.writer,
    () => import('../features/catalog/routes/writer-detail'),
    collectionHead('writer', 'writerDetailsId'),
  ),
];

/** Sign-up, sign-in and password reset. */
const authRoutes: RouteObject[] = [
  privatePage(ROUTES.login, () => import('../features/account/routes/login')),
  privatePage(ROUTES.signUp, () => import('../features/account/routes/sign-up')),
  privatePage(ROUTES.forgotPassword, () => import('../features/account/routes/forgot-password')),
  privatePage(ROUTES.resetPassword, () => import('../features/account/routes/reset-password-link')),
  privatePage(ROUTES.resetPasswordCode, () => import('../features/account/routes/reset-password')),
  privatePage(
    ROUTES.verifyOrderEmail,
    () => import('../features/account/routes/verify-order-email'),
  ),
];

/**
 * The admin screens inside the account layout (spec §2), behind the admin gate: a signed-in
 * non-admin sees 'not allowed', never a broken screen.
 */
const adminRoutes: RouteObject = {
  lazy: () => import('../features/admin/routes/admin-gate'),
  children: [
    page(ACCOUNT_PAGES.products, () => import('../features/admin/routes/product-page')),
    page(ACCOUNT_PAGES.orderManage, () => import('../features/admin/routes/order-manage')),
    page(ACCOUNT_PAGES.reviewManage, () => import('../features/admin/routes/review-manage')),
    page(ACCOUNT_PAGES.categoryAdd, () => import('../features/admin/routes/category-add')),
    page(ACCOUNT_PAGES.writerAdd, () => import('../features/admin/routes/writer-add')),
    page(ACCOUNT_PAGES.publicationAdd, () => import('../features/admin/routes/publication-add')),
    page(ACCOUNT_PAGES.bookFairAdd, () => import('../features/admin/routes/book-fair-add')),
    page(ACCOUNT_PAGES.couponAdd, () => import('../features/admin/routes/coupon-add')),
    page(ACCOUNT_PAGES.bannerAdd, () => import('../features/admin/routes/banner-add')),
    page(ACCOUNT_PAGES.admins, () => import('../features/admin/routes/admins')),
    page(ACCOUNT_PAGES.activity, () => import('../features/admin/routes/activity')),
  ],
};

/** /side-navbar: the signed-in user's account area. */
const accountRoutes: RouteObject = {
  path: ROUTES.account,
  handle: CLIENT_ONLY,
  lazy: withAuth(() => import('../features/account/routes/account-layout')),
  children: [
    { index: true, lazy: () => import('./routes/dashboard') },
    page(ACCOUNT_PAGES.profile, () => import('../features/account/routes/user-profile')),
    page(ACCOUNT_PAGES.support, () => import('../features/account/routes/support')),
    page(ACCOUNT_PAGES.wishlist, () => import('../features/account/routes/wishlist')),
    page(ACCOUNT_PAGES.orders, () => import('../features/shop/routes/orders')),
    adminRoutes,
  ],
};

/** Cart, checkout and invoices. */
const shopRoutes: RouteObject[] = [
  privatePage(ROUTES.cart, () => import('../features/shop/routes/cart')),
  privatePage(ROUTES.shipping, () => import('../features/shop/routes/shipping')),
  privatePage(ROUTES.invoice, () => import('../features/shop/routes/invoice')),
];

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    HydrateFallback: LoadingSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        // Page errors render inside the layout, so header and footer stay usable.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('./routes/home'), handle: HOME },
          { ...page(ROUTES.homeAlias, () => import('./routes/home')), handle: HOME },
          bookDetails(ROUTES.book),
          bookDetails(ROUTES.bookAll),
          ...ROUTES.legacyBooks.map(legacyDetails),
          {
            ...page(ROUTES.search, () => import('../features/search/routes/search-page')),
            handle: { query: ['q', 'page'] } satisfies RouteHandle,
          },
          { path: ROUTES.summary, element: <Navigate to={ROUTES.home} replace /> },
          comingSoon(ROUTES.comingSoonBookFair, { topic: 'বইমেলা ২০২৩' }),
          comingSoon(ROUTES.comingSoonAcademic, { topic: 'একাডেমিক বই' }),
          comingSoon(ROUTES.comingSoonOffer, { topic: 'অফার' }),
          comingSoon(ROUTES.comingSoonStationery, { topic: 'স্টেশনারি' }),
          comingSoon(ROUTES.comingSoon, { topic: 'উইশ লিস্ট ও আরও বই' }),
          ...catalogRoutes,
          ...authRoutes,
          accountRoutes,
          ...shopRoutes,
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
];

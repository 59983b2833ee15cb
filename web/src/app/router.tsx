import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { LoadingSpinner } from '../components/loading-spinner';
import type { ComingSoonHandle } from './routes/coming-soon';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

/** A page whose route module (exporting `Component`) is loaded on first visit. */
const page = (path: string, load: RouteObject['lazy']): RouteObject => ({ path, lazy: load });

type RouteModule = { Component?: ComponentType | null };

/**
 * A route module whose component needs the signed-in user: Firebase loads with it, so storefront
 * pages never download it.
 */
const withAuth = (load: () => Promise<RouteModule>) => async (): Promise<RouteModule> => {
  const [{ Component }, { withFirebase }] = await Promise.all([
    load(),
    import('../lib/firebase-providers'),
  ]);
  return { Component: Component ? withFirebase(Component) : null };
};

const privatePage = (path: string, load: () => Promise<RouteModule>): RouteObject =>
  page(path, withAuth(load));

const comingSoon = (path: string, handle: ComingSoonHandle): RouteObject => ({
  path,
  handle,
  lazy: () => import('./routes/coming-soon'),
});

const bookDetails = (path: string) => page(path, () => import('./routes/book-details'));
const legacyDetails = (path: string) => page(path, () => import('./routes/legacy-details'));

const catalogRoutes: RouteObject[] = [
  page('/week-best-sale-all', () => import('../features/catalog/routes/week-best-sale-all')),
  page('/all-dormio-books/:islamicId', () => import('../features/catalog/routes/all-dormio-books')),
  page('/all-sisu-books/:sisuId', () => import('../features/catalog/routes/all-sisu-books')),
  page('/all-package-books', () => import('../features/catalog/routes/all-package-books')),
  page(
    '/all-package-books/:categoryId',
    () => import('../features/catalog/routes/all-package-books'),
  ),
  page(
    '/all-technology-books/:technologyId',
    () => import('../features/catalog/routes/all-technology-books'),
  ),
  page('/nonTeckAll', () => import('../features/catalog/routes/non-teck-all')),
  page('/category', () => import('../features/catalog/routes/category-list')),
  page('/category/:categoryDetailsId', () => import('../features/catalog/routes/category-detail')),
  page('/publication', () => import('../features/catalog/routes/publication-list')),
  page(
    '/publication/:publicationDetailsId',
    () => import('../features/catalog/routes/publication-detail'),
  ),
  page('/writer', () => import('../features/catalog/routes/writer-list')),
  page('/writer/:writerDetailsId', () => import('../features/catalog/routes/writer-detail')),
];

/** Sign-up, sign-in and password reset. */
const authRoutes: RouteObject[] = [
  privatePage('/login', () => import('../features/account/routes/login')),
  privatePage('/singUp', () => import('../features/account/routes/sign-up')),
  privatePage('/forgot-password', () => import('../features/account/routes/forgot-password')),
  privatePage('/reset-password', () => import('../features/account/routes/reset-password-link')),
  privatePage(
    '/reset-password/:id/:userCode',
    () => import('../features/account/routes/reset-password'),
  ),
];

/**
 * The admin screens inside the account layout (spec §2), behind the admin gate: a signed-in
 * non-admin sees 'not allowed', never a broken screen.
 */
const adminRoutes: RouteObject = {
  lazy: () => import('../features/admin/routes/admin-gate'),
  children: [
    page('product-page', () => import('../features/admin/routes/product-page')),
    page('order-manage', () => import('../features/admin/routes/order-manage')),
    page('review-manage', () => import('../features/admin/routes/review-manage')),
    page('category-add', () => import('../features/admin/routes/category-add')),
    page('writer-add', () => import('../features/admin/routes/writer-add')),
    page('publication-add', () => import('../features/admin/routes/publication-add')),
    page('book-fair-add', () => import('../features/admin/routes/book-fair-add')),
    page('coupon-add', () => import('../features/admin/routes/coupon-add')),
    page('banner-add', () => import('../features/admin/routes/banner-add')),
  ],
};

/** /side-navbar: the signed-in user's account area. */
const accountRoutes: RouteObject = {
  path: '/side-navbar',
  lazy: withAuth(() => import('../features/account/routes/account-layout')),
  children: [
    { index: true, lazy: () => import('./routes/dashboard') },
    page('user-profile', () => import('../features/account/routes/user-profile')),
    page('support', () => import('../features/account/routes/support')),
    page('order', () => import('../features/shop/routes/orders')),
    adminRoutes,
  ],
};

/** Cart, checkout and invoices. */
const shopRoutes: RouteObject[] = [
  privatePage('/cart', () => import('../features/shop/routes/cart')),
  privatePage('/shipping', () => import('../features/shop/routes/shipping')),
  privatePage('/order/:orderDetailsId', () => import('../features/shop/routes/invoice')),
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
          { index: true, lazy: () => import('./routes/home') },
          page('home', () => import('./routes/home')),
          bookDetails('product3Details/:bookId'),
          bookDetails('product3AllDetails/:bookId'),
          legacyDetails('productDetails/:bookId'),
          legacyDetails('product2Details/:bookId'),
          legacyDetails('product4Details/:bookId'),
          legacyDetails('product5Details/:bookId'),
          legacyDetails('product6Details/:bookId'),
          page('search', () => import('../features/search/routes/search-page')),
          { path: 'summary', element: <Navigate to="/" replace /> },
          comingSoon('up-comming-book', { topic: 'বইমেলা ২০২৩' }),
          comingSoon('up-comming-academic', { topic: 'একাডেমিক বই' }),
          comingSoon('up-comming-offer', { topic: 'অফার' }),
          comingSoon('up-comming-stesonary', { topic: 'স্টেশনারি' }),
          comingSoon('up-comming', { topic: 'উইশ লিস্ট ও আরও বই' }),
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

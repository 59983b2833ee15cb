import { Navigate, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { LoadingSpinner } from '../components/loading-spinner';
import { accountChildRoutes, accountLayout, authRoutes } from '../features/account/account-routes';
import { adminRoutes } from '../features/admin/admin-routes';
import { catalogRoutes } from '../features/catalog/catalog-routes';
import { shopAccountChildRoutes } from '../features/shop/shop-account-routes';
import { shopRoutes } from '../features/shop/shop-routes';
import { HomePage } from '../features/home/home-page';
import type { ComingSoonHandle } from './routes/coming-soon';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

const comingSoon = (path: string, handle: ComingSoonHandle): RouteObject => ({
  path,
  handle,
  lazy: () => import('./routes/coming-soon'),
});

const bookDetails = (path: string): RouteObject => ({
  path,
  lazy: () => import('./routes/book-details'),
});

const legacyDetails = (path: string): RouteObject => ({
  path,
  lazy: () => import('./routes/legacy-details'),
});

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
          { index: true, Component: HomePage },
          { path: 'home', Component: HomePage },
          bookDetails('product3Details/:bookId'),
          bookDetails('product3AllDetails/:bookId'),
          legacyDetails('productDetails/:bookId'),
          legacyDetails('product2Details/:bookId'),
          legacyDetails('product4Details/:bookId'),
          legacyDetails('product5Details/:bookId'),
          legacyDetails('product6Details/:bookId'),
          { path: 'summary', element: <Navigate to="/" replace /> },
          comingSoon('up-comming-book', { topic: 'বইমেলা ২০২৩' }),
          comingSoon('up-comming-academic', { topic: 'একাডেমিক বই' }),
          comingSoon('up-comming-offer', { topic: 'অফার' }),
          comingSoon('up-comming-stesonary', { topic: 'স্টেশনারি' }),
          comingSoon('up-comming', { topic: 'উইশ লিস্ট ও আরও বই' }),
          ...catalogRoutes,
          ...authRoutes,
          {
            path: '/side-navbar',
            lazy: accountLayout,
            children: [
              { index: true, lazy: () => import('./routes/dashboard') },
              ...accountChildRoutes,
              ...shopAccountChildRoutes,
              ...adminRoutes,
            ],
          },
          ...shopRoutes,
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}

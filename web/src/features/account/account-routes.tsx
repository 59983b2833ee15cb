import type { RouteObject } from 'react-router';
import { shopAccountChildRoutes } from '../shop/shop-account-routes';
import { ADMIN_PAGES } from './lib/account-links';

const ADMIN_NOTE = 'This page is coming in the next release. এই সুবিধাটি পরের সংস্করণে আসছে।';

/** Pages of the /side-navbar account layout owned by this feature. */
export const accountChildRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/dashboard') },
  { path: 'user-profile', lazy: () => import('./routes/user-profile') },
  { path: 'support', lazy: () => import('./routes/support') },
  ...ADMIN_PAGES.map((page): RouteObject => ({
    path: page.to,
    handle: { topic: page.label, note: ADMIN_NOTE },
    lazy: () => import('../../app/routes/coming-soon'),
  })),
];

/** Sign-up, sign-in, password reset and the /side-navbar account area. */
export const accountRoutes: RouteObject[] = [
  { path: '/login', lazy: () => import('./routes/login') },
  { path: '/singUp', lazy: () => import('./routes/sign-up') },
  { path: '/forgot-password', lazy: () => import('./routes/forgot-password') },
  { path: '/reset-password', lazy: () => import('./routes/reset-password-link') },
  { path: '/reset-password/:id/:userCode', lazy: () => import('./routes/reset-password') },
  {
    path: '/side-navbar',
    lazy: () => import('./routes/account-layout'),
    children: [...accountChildRoutes, ...shopAccountChildRoutes],
  },
];

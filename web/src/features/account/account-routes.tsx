import type { RouteObject } from 'react-router';

/** Pages of the /side-navbar account layout owned by this feature (composed in app/router.tsx). */
export const accountChildRoutes: RouteObject[] = [
  { path: 'user-profile', lazy: () => import('./routes/user-profile') },
  { path: 'support', lazy: () => import('./routes/support') },
];

/** Sign-up, sign-in and password reset. */
export const authRoutes: RouteObject[] = [
  { path: '/login', lazy: () => import('./routes/login') },
  { path: '/singUp', lazy: () => import('./routes/sign-up') },
  { path: '/forgot-password', lazy: () => import('./routes/forgot-password') },
  { path: '/reset-password', lazy: () => import('./routes/reset-password-link') },
  { path: '/reset-password/:id/:userCode', lazy: () => import('./routes/reset-password') },
];

export const accountLayout = () => import('./routes/account-layout');

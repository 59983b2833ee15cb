import type { RouteObject } from 'react-router';

/** Cart, checkout and invoices; each route module is loaded on first visit. */
export const shopRoutes: RouteObject[] = [
  { path: '/cart', lazy: () => import('./routes/cart') },
  { path: '/shipping', lazy: () => import('./routes/shipping') },
  { path: '/order/:orderDetailsId', lazy: () => import('./routes/invoice') },
];

import type { RouteObject } from 'react-router';

/** Shop pages inside the /side-navbar account layout. */
export const shopAccountChildRoutes: RouteObject[] = [
  { path: 'order', lazy: () => import('./routes/orders') },
];

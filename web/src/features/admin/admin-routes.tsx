import type { RouteObject } from 'react-router';

/**
 * The admin screens inside the /side-navbar account layout (spec §2), behind the admin gate:
 * a signed-in non-admin sees 'not allowed', never a broken screen.
 */
export const adminRoutes: RouteObject[] = [
  {
    lazy: () => import('./routes/admin-gate'),
    children: [
      { path: 'product-page', lazy: () => import('./routes/product-page') },
      { path: 'order-manage', lazy: () => import('./routes/order-manage') },
      { path: 'review-manage', lazy: () => import('./routes/review-manage') },
      { path: 'category-add', lazy: () => import('./routes/category-add') },
      { path: 'writer-add', lazy: () => import('./routes/writer-add') },
      { path: 'publication-add', lazy: () => import('./routes/publication-add') },
      { path: 'book-fair-add', lazy: () => import('./routes/book-fair-add') },
      { path: 'coupon-add', lazy: () => import('./routes/coupon-add') },
      { path: 'banner-add', lazy: () => import('./routes/banner-add') },
    ],
  },
];

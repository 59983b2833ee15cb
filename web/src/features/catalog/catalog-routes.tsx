import type { RouteObject } from 'react-router';

/** Storefront listing pages; each route module is loaded on first visit. */
export const catalogRoutes: RouteObject[] = [
  { path: '/week-best-sale-all', lazy: () => import('./routes/week-best-sale-all') },
  { path: '/all-dormio-books/:islamicId', lazy: () => import('./routes/all-dormio-books') },
  { path: '/all-sisu-books/:sisuId', lazy: () => import('./routes/all-sisu-books') },
  { path: '/all-package-books', lazy: () => import('./routes/all-package-books') },
  { path: '/all-package-books/:categoryId', lazy: () => import('./routes/all-package-books') },
  {
    path: '/all-technology-books/:technologyId',
    lazy: () => import('./routes/all-technology-books'),
  },
  { path: '/nonTeckAll', lazy: () => import('./routes/non-teck-all') },
  { path: '/category', lazy: () => import('./routes/category-list') },
  { path: '/category/:categoryDetailsId', lazy: () => import('./routes/category-detail') },
  { path: '/publication', lazy: () => import('./routes/publication-list') },
  { path: '/publication/:publicationDetailsId', lazy: () => import('./routes/publication-detail') },
  { path: '/writer', lazy: () => import('./routes/writer-list') },
  { path: '/writer/:writerDetailsId', lazy: () => import('./routes/writer-detail') },
];

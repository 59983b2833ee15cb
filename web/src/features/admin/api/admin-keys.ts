/** Query keys of the dashboard's reads: one factory, so mutations invalidate exactly these. */
export const adminKeys = {
  all: ['admin'] as const,
  products: (params: object) => [...adminKeys.all, 'products', params] as const,
  productsAll: () => [...adminKeys.all, 'products'] as const,
  orders: (filter: object) => [...adminKeys.all, 'orders', filter] as const,
  ordersAll: () => [...adminKeys.all, 'orders'] as const,
  reviews: (page: number) => [...adminKeys.all, 'reviews', page] as const,
  reviewsAll: () => [...adminKeys.all, 'reviews'] as const,
  coupons: () => [...adminKeys.all, 'coupons'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  collection: (kind: string, page: number) => [...adminKeys.all, kind, page] as const,
  collectionAll: (kind: string) => [...adminKeys.all, kind] as const,
  bookFair: () => [...adminKeys.all, 'book-fair'] as const,
  banners: () => [...adminKeys.all, 'banners'] as const,
  admins: () => [...adminKeys.all, 'admins'] as const,
  audit: (filter: object, page: number) => [...adminKeys.all, 'audit', filter, page] as const,
};

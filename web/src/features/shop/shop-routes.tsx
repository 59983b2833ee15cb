import type { RouteObject } from 'react-router';

/** Cart, checkout, orders and invoices. */
export const shopRoutes: RouteObject[] = [];

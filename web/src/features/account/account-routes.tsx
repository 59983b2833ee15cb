import type { RouteObject } from 'react-router';

/** Sign-up, sign-in, password reset and the /side-navbar account area. */
export const accountRoutes: RouteObject[] = [];

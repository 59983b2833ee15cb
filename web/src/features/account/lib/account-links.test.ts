import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MENU,
  ADMIN_PAGES,
  ADMIN_TILES,
  CUSTOMER_TILES,
  isAdminAccount,
} from './account-links';

describe('account links', () => {
  it('the menu covers the account pages and the wish list', () => {
    expect(ACCOUNT_MENU.map((l) => l.to)).toEqual([
      '/side-navbar',
      '/side-navbar/order',
      '/side-navbar/user-profile',
      '/side-navbar/wishlist',
      '/side-navbar/support',
    ]);
  });

  it('customers get orders, wish list, profile and support tiles', () => {
    expect(CUSTOMER_TILES.map((l) => l.to)).toEqual([
      '/side-navbar/order',
      '/side-navbar/wishlist',
      '/side-navbar/user-profile',
      '/side-navbar/support',
    ]);
  });

  it('admins get the management tiles, all under /side-navbar', () => {
    const slugs = ADMIN_TILES.map((l) => l.to.replace('/side-navbar/', ''));
    expect(slugs).toEqual([
      'product-page',
      'order-manage',
      'review-manage',
      'category-add',
      'writer-add',
      'publication-add',
      'book-fair-add',
      'coupon-add',
      'banner-add',
      'admins',
      'activity',
      'user-profile',
    ]);
    expect(ADMIN_PAGES.every((l) => l.to.startsWith('/side-navbar/'))).toBe(true);
    expect(new Set([...ADMIN_TILES, ...CUSTOMER_TILES].map((l) => l.label)).size).toBe(15);
  });

  it('admin by claim or by role', () => {
    expect(isAdminAccount(true, undefined)).toBe(true);
    expect(isAdminAccount(false, { role: 'Admin' })).toBe(true);
    expect(isAdminAccount(false, { role: 'Customer' })).toBe(false);
    expect(isAdminAccount(false, undefined)).toBe(false);
  });
});

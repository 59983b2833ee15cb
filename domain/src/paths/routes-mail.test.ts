import { describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS_PATH, lowStockProductsPath, resetPasswordPath } from './routes';

describe('the paths the functions mail', () => {
  it('builds the low-stock product table', () => {
    expect(ADMIN_PRODUCTS_PATH).toBe('/side-navbar/product-page');
    expect(lowStockProductsPath(3)).toBe('/side-navbar/product-page?stockAtMost=3');
  });

  it('builds the reset page of a code', () => {
    expect(resetPasswordPath('a b/c')).toBe('/reset-password/resetPassword/a%20b%2Fc');
  });
});

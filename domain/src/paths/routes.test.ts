import { describe, expect, it } from 'vitest';
import {
  accountPath,
  bookPath,
  categoryPath,
  collectionPath,
  invoicePath,
  publicationPath,
  resetPasswordPath,
  routePrefix,
  ROUTES,
  sectionBooksPath,
  writerPath,
} from './routes';

describe('paths', () => {
  it('builds the book page of an id', () => {
    expect(bookPath('book-00001')).toBe('/product3Details/book-00001');
  });

  it('builds collection pages', () => {
    expect(categoryPath('cat-novel')).toBe('/category/cat-novel');
    expect(writerPath('writer-nazrul')).toBe('/writer/writer-nazrul');
    expect(publicationPath('pub-1')).toBe('/publication/pub-1');
    expect(collectionPath('writer', 'w')).toBe('/writer/w');
  });

  it('builds an order invoice', () => {
    expect(invoicePath('o1')).toBe('/order/o1');
  });

  it('keeps an id with odd characters inside its segment', () => {
    expect(bookPath('a/b c')).toBe('/product3Details/a%2Fb%20c');
  });

  it("builds a home section's books, an account page and a reset link", () => {
    expect(sectionBooksPath('islamic', 'c1')).toBe('/all-dormio-books/c1');
    expect(sectionBooksPath('children', 'c2')).toBe('/all-sisu-books/c2');
    expect(sectionBooksPath('package', 'c3')).toBe('/all-package-books/c3');
    expect(sectionBooksPath('technology', 'c4')).toBe('/all-technology-books/c4');
    expect(accountPath('orders')).toBe(ROUTES.orders);
    expect(accountPath('products')).toBe('/side-navbar/product-page');
    expect(resetPasswordPath('a/b')).toBe('/reset-password/resetPassword/a%2Fb');
  });

  it('gives the prefix every path of a pattern starts with', () => {
    expect(routePrefix(ROUTES.invoice)).toBe('/order/');
    expect(routePrefix(ROUTES.resetPasswordCode)).toBe('/reset-password/');
    expect(routePrefix(ROUTES.cart)).toBe('/cart');
  });
});

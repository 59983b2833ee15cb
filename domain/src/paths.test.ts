import { describe, expect, it } from 'vitest';
import {
  bookPath,
  categoryPath,
  collectionPath,
  invoicePath,
  publicationPath,
  writerPath,
} from './paths';

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
});

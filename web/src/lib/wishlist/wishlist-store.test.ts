import { afterEach, describe, expect, it } from 'vitest';
import {
  parseStoredWishlist,
  readWishlist,
  VISITOR,
  WISHLIST_STORAGE_KEY,
  withBook,
  writeWishlist,
} from './wishlist-store';

afterEach(() => window.localStorage.clear());

describe("this browser's wishlist", () => {
  it('reads anything unreadable as an empty visitor list', () => {
    for (const raw of [null, '', 'not json', '{"owner":1,"ids":[]}', '{"owner":"visitor"}']) {
      expect(parseStoredWishlist(raw)).toEqual({ owner: VISITOR, ids: [] });
    }
    expect(parseStoredWishlist('{"owner":"u1","ids":["a",2,"b"]}')).toEqual({
      owner: 'u1',
      ids: ['a', 'b'],
    });
  });

  it('hearts a book first, once, and un-hearts it', () => {
    const list = { owner: VISITOR, ids: ['a', 'b'] };
    expect(withBook(list, 'b', true).ids).toEqual(['b', 'a']);
    expect(withBook(list, 'c', true).ids).toEqual(['c', 'a', 'b']);
    expect(withBook(list, 'a', false).ids).toEqual(['b']);
  });

  it('keeps it in localStorage, and tells the page of each change', () => {
    let changes = 0;
    const count = () => (changes += 1);
    window.addEventListener('boi:wishlist-changed', count);
    writeWishlist({ owner: VISITOR, ids: ['x'] });
    window.removeEventListener('boi:wishlist-changed', count);
    expect(changes).toBe(1);
    expect(JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '')).toEqual({
      owner: VISITOR,
      ids: ['x'],
    });
    expect(readWishlist()).toBe(readWishlist()); // one object while unchanged
    expect(readWishlist().ids).toEqual(['x']);
  });
});

import { describe, expect, it } from 'vitest';
import { WISHLIST_MAX } from '../shared/constants';
import { NOTHING_TO_CHANGE, nextWishlist, wishlistInputSchema } from './wishlist';

describe('the wishlist', () => {
  it('puts added books first, once, and drops removed ones', () => {
    expect(nextWishlist(['a', 'b'], ['c', 'a'], [])).toEqual(['c', 'a', 'b']);
    expect(nextWishlist(['a', 'b', 'c'], [], ['b'])).toEqual(['a', 'c']);
    expect(nextWishlist(['a'], ['b'], ['b'])).toEqual(['a']);
  });

  it(`keeps the newest ${WISHLIST_MAX}`, () => {
    const old = Array.from({ length: WISHLIST_MAX }, (_, i) => `old-${i}`);
    const next = nextWishlist(old, ['new'], []);
    expect(next).toHaveLength(WISHLIST_MAX);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`old-${WISHLIST_MAX - 1}`);
  });

  it('takes document ids only, and at most the cap per call', () => {
    expect(wishlistInputSchema.safeParse({ add: ['../x'] }).success).toBe(false);
    const many = Array.from({ length: WISHLIST_MAX + 1 }, (_, i) => `b${i}`);
    expect(wishlistInputSchema.safeParse({ add: many }).success).toBe(false);
    expect(wishlistInputSchema.parse({ add: ['b1'] })).toEqual({ add: ['b1'], remove: [] });
    expect(wishlistInputSchema.safeParse({}).error?.issues[0]?.message).toBe(NOTHING_TO_CHANGE);
  });
});

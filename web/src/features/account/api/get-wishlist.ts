import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import type { WishlistPage } from '@boi/domain/accounts/wishlist';
import { api } from '../../../lib/api-client';
import { adoptAccountWishlist } from '../../../lib/wishlist/account-wishlist';
import { writeWishlist } from '../../../lib/wishlist/wishlist-store';

/**
 * GET /wishlist: the account's list, once a visitor's hearts of this browser have joined it;
 * this browser's copy is then brought up to date with it.
 */
export const getWishlist = async (uid: string): Promise<WishlistPage> => {
  await adoptAccountWishlist(uid);
  const page = await api.read('wishlist', {}, undefined, { auth: true });
  writeWishlist({ owner: uid, ids: page.productIds });
  return page;
};

export const wishlistQueryOptions = (user: User | null) =>
  queryOptions({
    queryKey: ['user', 'wishlist', user?.uid],
    queryFn: () => getWishlist(user?.uid ?? ''),
    enabled: user !== null,
  });

export const useWishlist = (user: User | null) => useQuery(wishlistQueryOptions(user));

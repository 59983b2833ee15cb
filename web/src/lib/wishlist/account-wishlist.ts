import type { CallableInput, CallableOutput } from '@boi/domain/api/callables';
import { api } from '../api-client';
import { readWishlist, VISITOR, withBook, writeWishlist } from './wishlist-store';

/** updateWishlist through its callable; the Functions SDK loads with the first heart. */
async function updateWishlist(
  input: CallableInput<'updateWishlist'>,
): Promise<CallableOutput<'updateWishlist'>> {
  const { callable } = await import('../callables');
  return callable('updateWishlist')(input);
}

/**
 * The heart: the list changes at once; for an account, the server's answer then replaces it (and
 * a refusal puts it back, then throws for the caller to say so).
 */
export async function toggleWishlist(id: string, hearted: boolean): Promise<void> {
  const before = readWishlist();
  writeWishlist(withBook(before, id, hearted));
  if (before.owner === VISITOR) return;
  try {
    const { productIds } = await updateWishlist(hearted ? { add: [id] } : { remove: [id] });
    writeWishlist({ owner: before.owner, ids: productIds });
  } catch (error) {
    writeWishlist(withBook(readWishlist(), id, !hearted));
    throw error;
  }
}

/**
 * At sign-in (or when this browser's copy belongs to someone else): a visitor's hearts join the
 * account's list in one call, and the browser keeps the account's list from then on.
 */
export async function adoptAccountWishlist(uid: string): Promise<void> {
  const stored = readWishlist();
  if (stored.owner === uid) return;
  const add = stored.owner === VISITOR ? stored.ids : [];
  const { productIds } =
    add.length > 0
      ? await updateWishlist({ add })
      : await api.read('wishlist', {}, undefined, { auth: true });
  writeWishlist({ owner: uid, ids: productIds });
}

/** At sign-out the account's copy leaves this browser. */
export function forgetAccountWishlist(): void {
  if (readWishlist().owner !== VISITOR) writeWishlist({ owner: VISITOR, ids: [] });
}

type Line = { _id: string; nameB: string; cartQuantity: number };

/**
 * What a screen reader is told after the cart changed from `before` to `after`: the books added
 * or removed and the new quantity of a line whose quantity changed. Null when no book or quantity
 * changed (a price refresh, a coupon).
 */
export function cartAnnouncement(before: readonly Line[], after: readonly Line[]): string | null {
  if (before.length > 0 && after.length === 0) {
    return before.length === 1 ? `${before[0]!.nameB} removed from cart` : 'Cart cleared';
  }
  const old = new Map(before.map((line) => [line._id, line]));
  const kept = new Set(after.map((line) => line._id));
  const messages: string[] = [];
  for (const line of after) {
    const previous = old.get(line._id);
    if (!previous) {
      messages.push(
        line.cartQuantity === 1
          ? `${line.nameB} added to cart`
          : `${line.nameB} added to cart, ${line.cartQuantity} copies`,
      );
    } else if (previous.cartQuantity !== line.cartQuantity) {
      messages.push(`${line.nameB}: ${line.cartQuantity} in cart`);
    }
  }
  for (const line of before) {
    if (!kept.has(line._id)) messages.push(`${line.nameB} removed from cart`);
  }
  return messages.length > 0 ? messages.join('. ') : null;
}

/**
 * Money is integer taka. Discount amount = ceil(price / 100 × discount) whole taka, computed with
 * integer remainder arithmetic so that no floating-point rounding can move a taka.
 */
export function discountAmount(price: number, discountPercent: number): number {
  assertWholeTaka(price, 'price');
  assertPercent(discountPercent);
  const scaled = price * discountPercent + 99; // ceil(a / 100) = floor((a + 99) / 100)
  return (scaled - (scaled % 100)) / 100;
}

export function priceAfterDiscount(price: number, discountPercent: number): number {
  return price - discountAmount(price, discountPercent);
}

export function assertWholeTaka(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole, non-negative taka amount, got ${value}`);
  }
}

function assertPercent(value: number): void {
  if (!Number.isInteger(value) || value < 0 || value > 100) {
    throw new RangeError(`discount must be an integer percent 0–100, got ${value}`);
  }
}

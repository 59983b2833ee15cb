import { SHIPPING_CHARGE_TK } from '../shared/constants';
import { assertWholeTaka, discountAmount } from './discount';

/** One priced line: what the cart shows and what the server recomputes from Firestore. */
type PricedLineInput = { price: number; discount: number; quantity: number };
type PricedLine = PricedLineInput & {
  /** price × quantity (the spec's singleCartTotal) */
  lineTotal: number;
  /** ceil(lineTotal / 100 × discount): "singleCartTotal minus the discount rounded up" */
  lineDiscount: number;
  lineSubtotal: number;
};

export type OrderTotals = {
  /** Σ price × quantity */
  price: number;
  /** Σ line discounts */
  discount: number;
  subtotal: number;
  couponPercent: number;
  couponDiscount: number;
  shipping: number;
  grandTotal: number;
};

export function priceLine(line: PricedLineInput): PricedLine {
  if (!Number.isInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`quantity must be a whole number ≥ 1, got ${line.quantity}`);
  }
  const lineTotal = line.price * line.quantity;
  assertWholeTaka(lineTotal, 'line total');
  const lineDiscount = discountAmount(lineTotal, line.discount);
  return { ...line, lineTotal, lineDiscount, lineSubtotal: lineTotal - lineDiscount };
}

/**
 * Totals of an order in whole taka: line discounts rounded up per line, then the coupon
 * (rounded up the same way) on the subtotal, then the fixed shipping charge.
 */
export function orderTotals(lines: readonly PricedLineInput[], couponPercent = 0): OrderTotals {
  const priced = lines.map(priceLine);
  const price = priced.reduce((sum, l) => sum + l.lineTotal, 0);
  const discount = priced.reduce((sum, l) => sum + l.lineDiscount, 0);
  const subtotal = price - discount;
  const couponDiscount = couponPercent > 0 ? discountAmount(subtotal, couponPercent) : 0;
  const shipping = lines.length > 0 ? SHIPPING_CHARGE_TK : 0;
  return {
    price,
    discount,
    subtotal,
    couponPercent,
    couponDiscount,
    shipping,
    grandTotal: subtotal - couponDiscount + shipping,
  };
}

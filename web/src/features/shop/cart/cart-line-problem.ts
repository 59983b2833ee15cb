import type { CartItem } from '@boi/domain/cart';
import { stockProblem } from '@boi/domain/stock';

/** Why this cart line cannot be ordered as it is (the domain's stock problems), if it cannot. */
export function cartLineProblem(item: CartItem): string | null {
  const problem = stockProblem(item, item.cartQuantity);
  if (!problem) return null;
  if (problem.kind !== 'short') return 'No longer available — remove it to check out';
  if (problem.available === 0) return 'Stock Out — remove it to check out';
  return `Only ${problem.available} left — lower the quantity`;
}

import type { TFunction } from 'i18next';
import type { CartItem } from '@boi/domain/orders/cart';
import { stockProblem } from '@boi/domain/catalog/stock';

/** Why this cart line cannot be ordered as it is (the domain's stock problems), if it cannot. */
export function cartLineProblem(item: CartItem, t: TFunction): string | null {
  const problem = stockProblem(item, item.cartQuantity);
  if (!problem) return null;
  if (problem.kind !== 'short') return t('cart.problem.unavailable');
  if (problem.available === 0) return t('cart.problem.stockOut');
  return t('cart.problem.short', { available: problem.available });
}

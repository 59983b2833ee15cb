import type { ProductStatus } from '../shared/constants';

/** The stock fields of a book, as stored (older documents may hold odd quantities). */
export type StockedBook = { nameB: string; status: ProductStatus; quantity: number };

/**
 * Why `wanted` copies of a book cannot be sold: it left the catalog, it is Discontinued, or
 * fewer copies are left (`available` may be 0).
 */
type StockProblem =
  { kind: 'missing' } | { kind: 'discontinued' } | { kind: 'short'; available: number };

/** Copies on hand: a whole number, never negative. */
export const stockOf = (book: Pick<StockedBook, 'quantity'>): number =>
  Math.max(0, Math.floor(Number(book.quantity) || 0));

export function stockProblem(book: StockedBook | undefined, wanted: number): StockProblem | null {
  if (!book) return { kind: 'missing' };
  if (book.status === 'Discontinued') return { kind: 'discontinued' };
  const available = stockOf(book);
  return available < wanted ? { kind: 'short', available } : null;
}

/**
 * The order desk's wording of a problem. `needed` is given when an existing order is re-checked
 * (re-approving a cancelled order), so the admin sees how far off it is.
 */
export function stockProblemText(nameB: string, problem: StockProblem, needed?: number): string {
  switch (problem.kind) {
    case 'missing':
      return `${nameB} is no longer in the catalog`;
    case 'discontinued':
      return `${nameB} is no longer available`;
    case 'short':
      return needed === undefined
        ? `Not enough stock for ${nameB} (available ${problem.available})`
        : `Not enough stock for ${nameB} (available ${problem.available}, the order needs ${needed})`;
  }
}

/** The copies a shopper can still get, for the `shortages` detail of a refusal. */
export const availableOf = (problem: StockProblem): number =>
  problem.kind === 'short' ? problem.available : 0;

type StockUpdate = { quantity: number; status?: ProductStatus };

/** Selling `count` copies: the last copy sold marks the book out-of-stock. */
export function stockAfterTaking(book: StockedBook, count: number): StockUpdate {
  const left = stockOf(book) - count;
  return left === 0 ? { quantity: left, status: 'out-of-stock' } : { quantity: left };
}

/** Copies coming back (a cancelled order): a sold-out book is in stock again. */
export function stockAfterReturning(book: StockedBook, count: number): StockUpdate {
  const before = stockOf(book);
  const after = before + count;
  const backInStock = before === 0 && after > 0 && book.status === 'out-of-stock';
  return backInStock ? { quantity: after, status: 'in-stock' } : { quantity: after };
}

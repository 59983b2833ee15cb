import { describe, expect, it } from 'vitest';
import {
  availableOf,
  stockAfterReturning,
  stockAfterTaking,
  stockOf,
  stockProblem,
  stockProblemText,
  type StockedBook,
} from './stock';

const book = (quantity: number, status: StockedBook['status'] = 'in-stock'): StockedBook => ({
  nameB: 'পথের পাঁচালী',
  status,
  quantity,
});

describe('stock problems', () => {
  it('finds none while enough copies are left', () => {
    expect(stockProblem(book(3), 3)).toBeNull();
    expect(stockProblem(book(10), 1)).toBeNull();
  });

  it('a book that left the catalog is missing', () => {
    const problem = stockProblem(undefined, 1);
    expect(problem).toEqual({ kind: 'missing' });
    expect(stockProblemText('পথের পাঁচালী', problem!)).toBe(
      'পথের পাঁচালী is no longer in the catalog',
    );
  });

  it('a Discontinued book cannot be sold, whatever its stock', () => {
    const problem = stockProblem(book(50, 'Discontinued'), 1);
    expect(problem).toEqual({ kind: 'discontinued' });
    expect(stockProblemText('পথের পাঁচালী', problem!)).toBe('পথের পাঁচালী is no longer available');
    expect(availableOf(problem!)).toBe(0);
  });

  it('too few copies: says how many are left, and what the order needs when asked', () => {
    const problem = stockProblem(book(2), 5);
    expect(problem).toEqual({ kind: 'short', available: 2 });
    expect(stockProblemText('পথের পাঁচালী', problem!)).toBe(
      'Not enough stock for পথের পাঁচালী (available 2)',
    );
    expect(stockProblemText('পথের পাঁচালী', problem!, 5)).toBe(
      'Not enough stock for পথের পাঁচালী (available 2, the order needs 5)',
    );
    expect(availableOf(problem!)).toBe(2);
  });

  it('a sold-out book is short with nothing available', () => {
    expect(stockProblem(book(0, 'out-of-stock'), 1)).toEqual({ kind: 'short', available: 0 });
  });

  it('reads odd stored quantities as whole, non-negative copies', () => {
    expect(stockOf({ quantity: -4 })).toBe(0);
    expect(stockOf({ quantity: 2.7 })).toBe(2);
    expect(stockOf({ quantity: Number.NaN })).toBe(0);
  });
});

describe('stock moves', () => {
  it('taking the last copy marks the book out-of-stock', () => {
    expect(stockAfterTaking(book(3), 3)).toEqual({ quantity: 0, status: 'out-of-stock' });
    expect(stockAfterTaking(book(3), 1)).toEqual({ quantity: 2 });
  });

  it('copies coming back put a sold-out book in stock again', () => {
    expect(stockAfterReturning(book(0, 'out-of-stock'), 2)).toEqual({
      quantity: 2,
      status: 'in-stock',
    });
    expect(stockAfterReturning(book(4), 2)).toEqual({ quantity: 6 });
    // A Discontinued book stays Discontinued when copies come back.
    expect(stockAfterReturning(book(0, 'Discontinued'), 2)).toEqual({ quantity: 2 });
  });
});

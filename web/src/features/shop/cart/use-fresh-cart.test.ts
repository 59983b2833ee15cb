import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { getStockedBook } from '../../../lib/get-book';
import { cartStore, useCart } from '../../../lib/cart/use-cart';
import { testBook } from '../../../test-utils/fixtures';
import { renderHook } from '../../../test-utils/render';
import { useFreshCart } from './use-fresh-cart';

vi.mock('../../../lib/get-book', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/get-book')>()),
  getStockedBook: vi.fn(),
}));

const fetchBook = vi.mocked(getStockedBook);

function renderFreshCart() {
  return renderHook(() => {
    const cart = useCart();
    useFreshCart(cart.items);
    return cart;
  });
}

const line = (id: string) => cartStore.getSnapshot().items.find((item) => item._id === id);

beforeEach(() => {
  cartStore.clear();
  fetchBook.mockReset();
});

describe('useFreshCart', () => {
  it('takes the fresh price and stock into the cart line, keeping the quantity', async () => {
    cartStore.addMany(testBook('b1', { price: 200, quantity: 5 }), 2);
    fetchBook.mockResolvedValue(testBook('b1', { price: 250, quantity: 1 }));

    renderFreshCart();

    await waitFor(() => expect(line('b1')?.price).toBe(250));
    expect(line('b1')).toMatchObject({ quantity: 1, cartQuantity: 2, singleCartTotal: 500 });
    expect(fetchBook).toHaveBeenCalledWith('b1', expect.anything());
  });

  it('removes a book the server no longer has and keeps the others', async () => {
    cartStore.add(testBook('gone'));
    cartStore.add(testBook('kept'));
    fetchBook.mockImplementation(async (id: string) => {
      if (id === 'gone') throw new ApiError(404, 'Book not found');
      return testBook(id);
    });

    renderFreshCart();

    await waitFor(() => expect(line('gone')).toBeUndefined());
    expect(line('kept')).toBeDefined();
  });

  it('leaves a line alone when the book has not changed', async () => {
    cartStore.addMany(testBook('b1'), 3);
    const before = cartStore.getSnapshot();
    fetchBook.mockResolvedValue(testBook('b1'));

    renderFreshCart();

    await waitFor(() => expect(fetchBook).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cartStore.getSnapshot()).toBe(before);
  });
});

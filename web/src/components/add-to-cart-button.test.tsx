import { Notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY } from '../lib/cart/cart-count';
import { apiErrorResponse, apiResponse, stubApiFetch } from '../test-utils/api-fetch';
import { testBook, testShelfBook } from '../test-utils/fixtures';
import { render } from '../test-utils/render';
import { AddToCartButton } from './add-to-cart-button';

const renderButton = () =>
  render(
    <>
      <Notifications />
      <AddToCartButton book={testShelfBook('b1', { quantity: 5 })} />
    </>,
  );

describe('AddToCartButton', () => {
  let server: ReturnType<typeof stubApiFetch>;
  beforeEach(() => {
    window.localStorage.clear();
    server = stubApiFetch();
  });
  afterEach(() => vi.unstubAllGlobals());

  const storedCart = () =>
    JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as {
      _id: string;
      quantity: number;
    }[];

  it('puts the book in the cart without waiting for a read, then its exact stock', async () => {
    let answer!: (response: Response) => void;
    server.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect((await screen.findByRole('link', { name: 'View Cart' })).getAttribute('href')).toBe(
      '/cart',
    );
    // 5 copies read as 'few left': the cart assumes one until the read answers.
    expect(storedCart()).toMatchObject([{ _id: 'b1', quantity: 1 }]);
    expect(server.mock.calls[0]?.[0].pathname).toBe('/api/v1/product/b1');
    answer(apiResponse(testBook('b1', { quantity: 5 })));
    await vi.waitFor(() => expect(storedCart()).toMatchObject([{ _id: 'b1', quantity: 5 }]));
  });

  it('says a book the shop has since removed is no longer sold, and keeps it out of the cart', async () => {
    server.mockResolvedValue(apiErrorResponse(404, 'Product not found'));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByText('This book is no longer sold.');
    await screen.findByRole('button', { name: 'Add to Cart' });
    expect(storedCart()).toEqual([]);
  });
});

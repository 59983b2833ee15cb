import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { FirebaseError } from 'firebase/app';
import type { User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallableInput, CallableOutput } from '@boi/domain/api/callables';
import type { CartSnapshot } from '../../../lib/cart/cart-store';
import { testBook } from '../../../test-utils/fixtures';
import { render } from '../../../test-utils/render';
import { CheckoutForm } from './checkout-form';

const placeOrder =
  vi.fn<(input: CallableInput<'placeOrder'>) => Promise<CallableOutput<'placeOrder'>>>();

// Our own wrapper of the placeOrder callable, kept a real mutation around a fake call.
vi.mock('../api/place-order', () => ({
  usePlaceOrder: () => useMutation({ mutationFn: placeOrder }),
}));
vi.mock('../../../lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/auth')>()),
  useMe: () => ({ data: undefined }),
}));

/** A signed-in shopper whose address is confirmed (its token says so too). */
const shopper = (emailVerified: boolean) =>
  ({
    uid: 'u1',
    displayName: 'Rahim',
    email: 'rahim@example.com',
    emailVerified,
    getIdTokenResult: async () => ({ claims: { email_verified: emailVerified } }),
    getIdToken: async () => 'token',
    reload: async () => undefined,
  }) as unknown as User;
const user = shopper(true);
const cart: CartSnapshot = {
  items: [{ ...testBook('b1'), cartQuantity: 1, singleCartTotal: 200 }],
  coupon: null,
};

async function renderFilledForm() {
  const events = userEvent.setup();
  render(<CheckoutForm user={user} cart={cart} />);
  const fill = async (field: HTMLElement, text: string) => {
    await events.click(field);
    await events.paste(text);
  };
  await fill(screen.getByRole('textbox', { name: /phone/i }), '01712345678');
  await fill(screen.getByRole('textbox', { name: /city/i }), 'Dhaka');
  await fill(screen.getByRole('textbox', { name: /zip code/i }), '1207');
  await fill(screen.getByRole('textbox', { name: /address/i }), '12 Road, Dhanmondi');
  await fill(screen.getByRole('combobox', { name: 'District' }), 'Dhak');
  await events.click(await screen.findByRole('option', { name: 'Dhaka' }));
  const placeOrderButton = screen.getByRole('button', { name: 'Place Order' });
  return { events, placeOrderButton };
}

const keyOfCall = (index: number) => placeOrder.mock.calls[index]?.[0].idempotencyKey;

const expectOrderNotPlacedAlert = () => screen.findByText('Order not placed');

beforeEach(() => {
  placeOrder.mockReset();
});

describe('CheckoutForm', () => {
  it('holds an unverified shopper at the verification notice, with Place Order disabled', async () => {
    render(<CheckoutForm user={shopper(false)} cart={cart} />);
    expect(await screen.findByText(/Please verify your email address first/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place Order' }).hasAttribute('disabled')).toBe(true);
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('sends the filled form to placeOrder', async () => {
    placeOrder.mockReturnValue(new Promise(() => {}));
    const { events, placeOrderButton } = await renderFilledForm();

    await events.click(placeOrderButton);

    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(1));
    expect(placeOrder.mock.calls[0]?.[0]).toMatchObject({
      items: [{ productId: 'b1', quantity: 1 }],
      shipping: { name: 'Rahim', district: 'Dhaka', zip: '1207' },
      payment: { method: 'cashOnDelivery' },
    });
  });

  it('does not place the order twice when Place Order is submitted again while it is pending', async () => {
    placeOrder.mockReturnValue(new Promise(() => {}));
    const { events, placeOrderButton } = await renderFilledForm();
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Checkout' });

    await events.click(placeOrderButton);
    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(1));
    // The button shows a loader, but Enter in a field still submits the form.
    form.requestSubmit();
    form.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(placeOrder).toHaveBeenCalledTimes(1);
  });

  it('retries with a new idempotency key after a definitive refusal', async () => {
    placeOrder.mockRejectedValueOnce(
      new FirebaseError('functions/failed-precondition', 'Only 0 copies of Book b1 are left.'),
    );
    placeOrder.mockReturnValueOnce(new Promise(() => {}));
    const { events, placeOrderButton } = await renderFilledForm();

    await events.click(placeOrderButton);
    await expectOrderNotPlacedAlert();
    expect(screen.getByText('Only 0 copies of Book b1 are left.')).toBeTruthy();
    await events.click(placeOrderButton);

    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(2));
    expect(keyOfCall(0)).toBeTruthy();
    expect(keyOfCall(1)).not.toBe(keyOfCall(0));
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch')],
    ['a server crash', new FirebaseError('functions/internal', 'internal')],
  ])('retries with the same idempotency key after %s (the order may exist)', async (_, error) => {
    placeOrder.mockRejectedValueOnce(error);
    placeOrder.mockReturnValueOnce(new Promise(() => {}));
    const { events, placeOrderButton } = await renderFilledForm();

    await events.click(placeOrderButton);
    await expectOrderNotPlacedAlert();
    await events.click(placeOrderButton);

    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(2));
    expect(keyOfCall(0)).toBeTruthy();
    expect(keyOfCall(1)).toBe(keyOfCall(0));
  });

  it('keeps the idempotency key when the form is edited after an unknown outcome', async () => {
    placeOrder.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    placeOrder.mockReturnValueOnce(new Promise(() => {}));
    const { events, placeOrderButton } = await renderFilledForm();

    await events.click(placeOrderButton);
    await expectOrderNotPlacedAlert();
    // The first order may exist: an edited retry must not place a second one.
    await events.click(screen.getByRole('textbox', { name: /address/i }));
    await events.paste(', Road 5');
    await events.click(placeOrderButton);

    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(2));
    expect(placeOrder.mock.calls[1]?.[0].shipping.address).toBe('12 Road, Dhanmondi, Road 5');
    expect(keyOfCall(1)).toBe(keyOfCall(0));
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallableInput, CallableOutput } from '@boi/domain/api/callables';
import { cartStore, useCart } from '../../../lib/cart/use-cart';
import { testBook } from '../../../test-utils/fixtures';
import { render } from '../../../test-utils/render';
import { PromoCode } from './promo-code';

const checkCoupon =
  vi.fn<(input: CallableInput<'checkCoupon'>) => Promise<CallableOutput<'checkCoupon'>>>();

// Our own wrapper of the checkCoupon callable, kept a real mutation around a fake call.
vi.mock('../api/check-coupon', () => ({
  useCheckCoupon: () => useMutation({ mutationFn: checkCoupon }),
}));

/** The promo field as the cart page shows it: with the cart's applied coupon. */
function CartPromo() {
  return <PromoCode coupon={useCart().coupon} />;
}

beforeEach(() => {
  cartStore.clear();
  cartStore.add(testBook('b1')); // a coupon stays only with a non-empty cart
  checkCoupon.mockReset();
});

describe('PromoCode', () => {
  it('shows the field only after "Have a promo code?" is clicked', async () => {
    const events = userEvent.setup();
    render(<CartPromo />);
    expect(screen.queryByRole('textbox', { name: 'Promo code' })).toBeNull();

    await events.click(screen.getByRole('button', { name: 'Have a promo code?' }));

    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeTruthy();
  });

  it('applies a valid code to the cart', async () => {
    checkCoupon.mockResolvedValue({ couponCode: 'EID10', discountPercent: 10 });
    const events = userEvent.setup();
    render(<CartPromo />);

    await events.click(screen.getByRole('button', { name: 'Have a promo code?' }));
    await events.type(screen.getByRole('textbox', { name: 'Promo code' }), 'eid10');
    await events.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Coupon EID10 applied (10% off)',
    );
    expect(checkCoupon.mock.calls[0]?.[0]).toEqual({ code: 'EID10' });
    expect(cartStore.getSnapshot().coupon).toEqual({ couponCode: 'EID10', discountPercent: 10 });
  });

  it("shows the server's message for an invalid code and applies nothing", async () => {
    checkCoupon.mockRejectedValue(
      new FirebaseError('functions/not-found', 'This promo code does not exist.'),
    );
    const events = userEvent.setup();
    render(<CartPromo />);

    await events.click(screen.getByRole('button', { name: 'Have a promo code?' }));
    await events.type(screen.getByRole('textbox', { name: 'Promo code' }), 'NOPE');
    await events.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('This promo code does not exist.')).toBeTruthy();
    expect(cartStore.getSnapshot().coupon).toBeNull();
  });
});

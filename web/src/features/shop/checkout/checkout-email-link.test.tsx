import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import type { CallableInput, CallableOutput } from '@boi/domain/api/callables';
import type { CartSnapshot } from '../../../lib/cart/cart-store';
import { testBook } from '../../../test-utils/fixtures';
import { render } from '../../../test-utils/render';
import { CheckoutForm } from './checkout-form';

const requestLink =
  vi.fn<
    (
      input: CallableInput<'requestCheckoutEmailLink'>,
    ) => Promise<CallableOutput<'requestCheckoutEmailLink'>>
  >();

// Our own wrapper of the callable, kept a real mutation around a fake call.
vi.mock('../api/request-checkout-email-link', () => ({
  useRequestCheckoutEmailLink: () => useMutation({ mutationFn: requestLink }),
}));
vi.mock('../../../lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/auth')>()),
  useMe: () => ({ data: undefined }),
}));

const account = (fields: Partial<User>) =>
  ({
    uid: 'u1',
    displayName: 'Rahima',
    email: null,
    emailVerified: false,
    phoneNumber: null,
    getIdTokenResult: async () => ({ claims: { email_verified: fields.emailVerified ?? false } }),
    getIdToken: async () => 'token',
    reload: async () => undefined,
    ...fields,
  }) as unknown as User;
const cart: CartSnapshot = {
  items: [{ ...testBook('b1'), cartQuantity: 1, singleCartTotal: 200 }],
  coupon: null,
};
// The storefront speaks Bangla first (web/src/lib/i18n/messages/bn.json).
const SEND = { name: 'যাচাইয়ের লিংক পাঠান' };
const EMAIL = { name: /ই-মেইল/ };

describe("checkout's e-mail line", () => {
  it('offers a phone-only shopper a link to the address she types, and says where it went', async () => {
    requestLink.mockResolvedValue({ message: 'sent' });
    const events = userEvent.setup();
    render(<CheckoutForm user={account({ phoneNumber: '+8801712345678' })} cart={cart} />);
    expect(
      screen.getByText('আমাদের পাঠানো লিংকটি খুললে অর্ডারের মেইল এই ঠিকানায় আসবে।'),
    ).toBeTruthy();
    expect(screen.getByRole('button', SEND)).toHaveProperty('disabled', true);

    await events.click(screen.getByRole('textbox', EMAIL));
    await events.paste('rahima@example.com');
    await events.click(screen.getByRole('button', SEND));

    expect(requestLink).toHaveBeenCalledTimes(1);
    expect(requestLink.mock.calls[0]?.[0]).toEqual({ email: 'rahima@example.com' });
    expect((await screen.findByRole('status')).textContent).toBe(
      'rahima@example.com ঠিকানায় লিংক পাঠানো হয়েছে। লিংকটি খুললে অর্ডারের মেইল সেখানে আসবে।',
    );
    // Another address is another offer.
    await events.type(screen.getByRole('textbox', EMAIL), 'x');
    expect(screen.getByRole('button', SEND)).toHaveProperty('disabled', false);
  });

  it('offers nothing to a shopper whose own address is verified', () => {
    const verified = account({ email: 'rahim@example.com', emailVerified: true });
    render(<CheckoutForm user={verified} cart={cart} />);
    expect(screen.queryByRole('button', SEND)).toBeNull();
  });
});

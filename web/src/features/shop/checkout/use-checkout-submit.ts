import { notifications } from '@mantine/notifications';
import type { User } from 'firebase/auth';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { orderLines } from '@boi/domain/orders/cart';
import { LOGIN_REQUIRED_MESSAGE } from '@boi/domain/orders/order';
import { invoicePath, ROUTES } from '@boi/domain/paths/routes';
import type { Language } from '@boi/domain/shared/language';
import type { CartSnapshot } from '../../../lib/cart/cart-store';
import { cartStore } from '../../../lib/cart/use-cart';
import {
  callableErrorCode,
  callableErrorMessage,
  isDefinitiveError,
} from '../../../lib/callable-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { usePlaceOrder } from '../api/place-order';
import { checkoutDetails, type CheckoutRules, type CheckoutValues } from './checkout-values';

/**
 * Places the order once per attempt, then goes to the orders (or bKash's page, or the order of a
 * payment bKash could not start); a refusal is shown as the server's message.
 */
export function useCheckoutSubmit({
  user,
  cart,
  rules,
  language,
}: {
  user: User;
  cart: CartSnapshot;
  rules: CheckoutRules;
  language: Language;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder(user.uid);
  // One key per checkout attempt: retries after an unknown outcome (network, server crash) and
  // double clicks reuse it, so the server places the order at most once.
  const idempotencyKey = useRef(newIdempotencyKey());
  const inFlight = useRef(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (values: CheckoutValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setServerError(null);
    try {
      const result = await placeOrder.mutateAsync({
        idempotencyKey: idempotencyKey.current,
        items: orderLines(cart.items),
        couponCode: cart.coupon?.couponCode,
        ...checkoutDetails(values, rules),
        language,
      });
      notifications.show({
        color: 'teal',
        title: t('checkout.placed.title'),
        message: t('checkout.placed.message', { number: result.number }),
      });
      if (result.payUrl) {
        // bKash: pay now. bKash's page takes the payment; it sends the shopper back to the order.
        cartStore.clear();
        window.location.assign(result.payUrl);
        return;
      }
      // Clear once the next page shows, so this page never flashes 'Sorry Your Cart Is Empty'.
      // A pay-now order bKash could not start shows itself, with a button to try again.
      await navigate(
        values.method === 'bkashPayNow' ? invoicePath(result.orderId) : ROUTES.orders,
        {
          replace: true,
        },
      );
      cartStore.clear();
    } catch (error) {
      if (isDefinitiveError(error)) idempotencyKey.current = newIdempotencyKey();
      setServerError(
        callableErrorCode(error) === 'unauthenticated'
          ? LOGIN_REQUIRED_MESSAGE
          : callableErrorMessage(error, t('checkout.failed')),
      );
    } finally {
      inFlight.current = false;
    }
  };
  return { submit, serverError };
}

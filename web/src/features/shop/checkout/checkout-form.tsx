import {
  Alert,
  Button,
  Divider,
  Grid,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { getTotals, orderLines } from '@boi/domain/orders/cart';
import { DISTRICTS } from '@boi/domain/orders/districts';
import { LOGIN_REQUIRED_MESSAGE } from '@boi/domain/orders/order';
import type { User } from 'firebase/auth';
import { VerifyEmailNotice } from '../../../components/verify-email-notice';
import { useEmailVerified } from '../../../hooks/use-email-verified';
import { cartLineProblem } from '../cart/cart-line-problem';
import { CartSummary } from '../cart/cart-summary';
import type { CartSnapshot } from '../../../lib/cart/cart-store';
import { cartStore } from '../../../lib/cart/use-cart';
import {
  callableErrorCode,
  callableErrorMessage,
  isDefinitiveError,
} from '../../../lib/callable-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { invoicePath, ROUTES } from '@boi/domain/paths/routes';
import { useMe } from '../../../lib/auth';
import {
  checkoutDetails,
  initialCheckoutValues,
  validateCheckout,
  type CheckoutRules,
} from './checkout-values';
import { nationalMobile } from '@boi/domain/accounts/phone';
import { useLanguage } from '../../../hooks/use-language';
import { OrderReview } from './order-review';
import { PaymentFields } from './payment-fields';
import { usePlaceOrder } from '../api/place-order';
import classes from '../cart/cart.module.css';
import { Panel } from '../../../components/panel';

export function CheckoutForm({ user, cart }: { user: User; cart: CartSnapshot }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder(user.uid);
  const verification = useEmailVerified(user);
  const language = useLanguage();
  // A verified number (phone sign-in, or one added on the profile) is the shipping phone and
  // lets the account order; an account without an address leaves the e-mail out.
  const verifiedPhone = user.phoneNumber ? nationalMobile(user.phoneNumber) : null;
  const rules: CheckoutRules = { emailOptional: !user.email };
  const mayOrder = verification.verified || verifiedPhone !== null;
  const form = useForm({
    initialValues: initialCheckoutValues({
      name: user.displayName ?? '',
      email: user.email ?? '',
      phone: verifiedPhone ?? '',
    }),
    validate: (values) => validateCheckout(values, rules),
  });
  // One key per checkout attempt: retries after an unknown outcome (network, server crash) and
  // double clicks reuse it, so the server places the order at most once.
  const idempotencyKey = useRef(newIdempotencyKey());
  const inFlight = useRef(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const me = useMe(user);
  const profileName = me.data?.name;
  useEffect(() => {
    // Never under the shopper's fingers: a field being typed in keeps what is typed.
    const typing = form.getInputNode('name') === document.activeElement;
    if (profileName && !typing && !form.isTouched('name') && !form.getValues().name) {
      form.setFieldValue('name', profileName);
    }
  }, [form, profileName]);
  const totals = getTotals(cart.items, cart.coupon?.discountPercent);
  const blocked = cart.items.some((item) => cartLineProblem(item, t) !== null);

  const submit = form.onSubmit(async (values) => {
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
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('checkout.title')}>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            <Panel>
              <Title order={2} size="h3" mb="md">
                {t('checkout.shippingAddress')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label={t('checkout.fields.name')}
                  autoComplete="name"
                  withAsterisk
                  {...form.getInputProps('name')}
                />
                <TextInput
                  label={
                    rules.emailOptional
                      ? t('checkout.fields.emailOptional')
                      : t('checkout.fields.email')
                  }
                  type="email"
                  autoComplete="email"
                  withAsterisk={!rules.emailOptional}
                  {...form.getInputProps('email')}
                />
                <TextInput
                  label={t('checkout.fields.phone')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder="01XXXXXXXXX"
                  withAsterisk
                  readOnly={verifiedPhone !== null}
                  description={verifiedPhone ? t('checkout.fields.phoneVerified') : undefined}
                  {...form.getInputProps('phone')}
                />
                <TextInput
                  label={t('checkout.fields.country')}
                  disabled
                  {...form.getInputProps('country')}
                />
                <Select
                  label={t('checkout.fields.district')}
                  placeholder={t('checkout.fields.districtPlaceholder')}
                  data={DISTRICTS}
                  searchable
                  nothingFoundMessage={t('checkout.fields.noDistrict')}
                  withAsterisk
                  {...form.getInputProps('district')}
                  onChange={(value: string | null) => form.setFieldValue('district', value ?? '')}
                  value={form.values.district || null}
                />
                <TextInput
                  label={t('checkout.fields.city')}
                  autoComplete="address-level2"
                  withAsterisk
                  {...form.getInputProps('city')}
                />
                <TextInput
                  label={t('checkout.fields.zip')}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={4}
                  withAsterisk
                  {...form.getInputProps('zip')}
                />
              </SimpleGrid>
              <Textarea
                mt="md"
                label={t('checkout.fields.address')}
                autoComplete="street-address"
                autosize
                minRows={2}
                withAsterisk
                {...form.getInputProps('address')}
              />
            </Panel>
            <Panel>
              <Title order={2} size="h3" mb="md">
                {t('checkout.payment.title')}
              </Title>
              <PaymentFields form={form} grandTotal={totals.grandTotal} />
            </Panel>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Panel className={classes.summary}>
            <CartSummary totals={totals} coupon={cart.coupon} itemCount={cart.items.length}>
              <Divider />
              <OrderReview items={cart.items} />
              {blocked && (
                <Alert color="red" variant="light" role="alert">
                  {t('checkout.stockProblem')}
                </Alert>
              )}
              {!mayOrder && <VerifyEmailNotice email={user.email} {...verification} />}
              {serverError && (
                <Alert color="red" variant="light" title={t('checkout.notPlaced')} role="alert">
                  {serverError}
                </Alert>
              )}
              <Button
                type="submit"
                size="md"
                radius="xl"
                fullWidth
                loading={form.submitting}
                disabled={blocked || !mayOrder}
              >
                {t('checkout.placeOrder')}
              </Button>
              <Button component={Link} to={ROUTES.cart} variant="subtle" size="sm">
                {t('checkout.backToCart')}
              </Button>
            </CartSummary>
          </Panel>
        </Grid.Col>
      </Grid>
    </form>
  );
}

import { Alert, Button, Divider, Grid, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getTotals } from '@boi/domain/orders/cart';
import type { User } from 'firebase/auth';
import { VerifyEmailNotice } from '../../../components/verify-email-notice';
import { useEmailVerified } from '../../../hooks/use-email-verified';
import { cartLineProblem } from '../cart/cart-line-problem';
import { CartSummary } from '../cart/cart-summary';
import type { CartSnapshot } from '../../../lib/cart/cart-store';
import { ROUTES } from '@boi/domain/paths/routes';
import { useMe } from '../../../lib/auth';
import { initialCheckoutValues, validateCheckout, type CheckoutRules } from './checkout-values';
import { nationalMobile } from '@boi/domain/accounts/phone';
import { useLanguage } from '../../../hooks/use-language';
import { OrderReview } from './order-review';
import { PaymentFields } from './payment-fields';
import { ShippingFields } from './shipping-fields';
import { useCheckoutSubmit } from './use-checkout-submit';
import classes from '../cart/cart.module.css';
import { Panel } from '../../../components/panel';

export function CheckoutForm({ user, cart }: { user: User; cart: CartSnapshot }) {
  const { t } = useTranslation();
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

  const { submit, serverError } = useCheckoutSubmit({ user, cart, rules, language });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('checkout.title')}>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            <Panel>
              <Title order={2} size="h3" mb="md">
                {t('checkout.shippingAddress')}
              </Title>
              <ShippingFields
                form={form}
                rules={rules}
                verifiedPhone={verifiedPhone}
                offerEmailLink={verifiedPhone !== null && !verification.verified}
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

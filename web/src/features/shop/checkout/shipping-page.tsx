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
import { Link, useNavigate } from 'react-router';
import { orderLines } from '@boi/domain/cart';
import { DISTRICT_PLACEHOLDER, DISTRICTS } from '@boi/domain/districts';
import { EMPTY_CART_MESSAGE, LOGIN_REQUIRED_MESSAGE } from '@boi/domain/orders';
import type { User } from 'firebase/auth';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { VerifyEmailNotice } from '../../../components/verify-email-notice';
import { useEmailVerified } from '../../../hooks/use-email-verified';
import { PageTitle } from '../../../components/page-title';
import { cartLineProblem } from '../cart/cart-line-problem';
import { CartSummary } from '../cart/cart-summary';
import { cartTotals } from '../cart/cart-totals';
import type { CartSnapshot } from '../../../lib/cart/cart-store';
import { cartStore, useCart } from '../../../lib/cart/use-cart';
import { useFreshCart } from '../cart/use-fresh-cart';
import { Notice } from '../components/notice';
import { UserIcon } from '../../../components/icons';
import {
  callableErrorCode,
  callableErrorMessage,
  isDefinitiveError,
} from '../../../lib/callable-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { ROUTES } from '@boi/domain/paths';
import { useMe, useSession } from '../../../lib/auth';
import { checkoutDetails, initialCheckoutValues, validateCheckout } from './checkout-form';
import { OrderReview } from './order-review';
import { PaymentFields } from './payment-fields';
import { usePlaceOrder } from '../api/place-order';
import classes from '../cart/cart.module.css';
import { Panel } from '../../../components/panel';

const ORDER_FAILED = 'Your order could not be placed. Please try again.';

export function CheckoutForm({ user, cart }: { user: User; cart: CartSnapshot }) {
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder(user.uid);
  const verification = useEmailVerified(user);
  const form = useForm({
    initialValues: initialCheckoutValues({
      name: user.displayName ?? '',
      email: user.email ?? '',
    }),
    validate: validateCheckout,
  });
  // One key per checkout attempt: retries after an unknown outcome (network, server crash) and
  // double clicks reuse it, so the server places the order at most once.
  const idempotencyKey = useRef(newIdempotencyKey());
  const inFlight = useRef(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const me = useMe(user);
  const profileName = me.data?.name;
  useEffect(() => {
    if (profileName && !form.isTouched('name') && !form.getValues().name) {
      form.setFieldValue('name', profileName);
    }
  }, [form, profileName]);
  const totals = cartTotals(cart.items, cart.coupon?.discountPercent);
  const blocked = cart.items.some((item) => cartLineProblem(item) !== null);

  const submit = form.onSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setServerError(null);
    try {
      const result = await placeOrder.mutateAsync({
        idempotencyKey: idempotencyKey.current,
        items: orderLines(cart.items),
        couponCode: cart.coupon?.couponCode,
        ...checkoutDetails(values),
      });
      notifications.show({
        color: 'teal',
        title: 'Order placed',
        message: `Thank you! Your order #${result.number} has been received.`,
      });
      // Clear once the orders page shows, so this page never flashes 'Sorry Your Cart Is Empty'.
      await navigate(ROUTES.orders, { replace: true });
      cartStore.clear();
    } catch (error) {
      if (isDefinitiveError(error)) idempotencyKey.current = newIdempotencyKey();
      setServerError(
        callableErrorCode(error) === 'unauthenticated'
          ? LOGIN_REQUIRED_MESSAGE
          : callableErrorMessage(error, ORDER_FAILED),
      );
    } finally {
      inFlight.current = false;
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Checkout">
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            <Panel>
              <Title order={2} size="h3" mb="md">
                Shipping Address
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label="Full name"
                  autoComplete="name"
                  withAsterisk
                  {...form.getInputProps('name')}
                />
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="email"
                  withAsterisk
                  {...form.getInputProps('email')}
                />
                <TextInput
                  label="Phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder="01XXXXXXXXX"
                  withAsterisk
                  {...form.getInputProps('phone')}
                />
                <TextInput label="Country" disabled {...form.getInputProps('country')} />
                <Select
                  label="District"
                  placeholder={DISTRICT_PLACEHOLDER}
                  data={DISTRICTS}
                  searchable
                  nothingFoundMessage="No district found"
                  withAsterisk
                  {...form.getInputProps('district')}
                  onChange={(value) => form.setFieldValue('district', value ?? '')}
                  value={form.values.district || null}
                />
                <TextInput
                  label="City"
                  autoComplete="address-level2"
                  withAsterisk
                  {...form.getInputProps('city')}
                />
                <TextInput
                  label="Zip code"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={4}
                  withAsterisk
                  {...form.getInputProps('zip')}
                />
              </SimpleGrid>
              <Textarea
                mt="md"
                label="Address"
                autoComplete="street-address"
                autosize
                minRows={2}
                withAsterisk
                {...form.getInputProps('address')}
              />
            </Panel>
            <Panel>
              <Title order={2} size="h3" mb="md">
                Payment
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
                  Some books are out of stock or over the stock. Update your cart to continue.
                </Alert>
              )}
              {!verification.verified && <VerifyEmailNotice email={user.email} {...verification} />}
              {serverError && (
                <Alert color="red" variant="light" title="Order not placed" role="alert">
                  {serverError}
                </Alert>
              )}
              <Button
                type="submit"
                size="md"
                radius="xl"
                fullWidth
                loading={form.submitting}
                disabled={blocked || !verification.verified}
              >
                Place Order
              </Button>
              <Button component={Link} to="/cart" variant="subtle" size="sm">
                Back to cart
              </Button>
            </CartSummary>
          </Panel>
        </Grid.Col>
      </Grid>
    </form>
  );
}

export function ShippingPage() {
  const cart = useCart();
  const session = useSession();
  useFreshCart(cart.items);

  let content;
  if (cart.items.length === 0) {
    content = (
      <Notice
        title={EMPTY_CART_MESSAGE}
        message="Add some books to your cart before checking out."
        action={{ label: 'Continue Shipping', to: '/' }}
      />
    );
  } else if (session.status === 'loading') {
    content = <LoadingSpinner />;
  } else if (session.status === 'signed-out') {
    content = (
      <Notice
        title={LOGIN_REQUIRED_MESSAGE}
        message="Sign in to your account to place the order. Your cart is kept."
        action={{ label: 'Login', to: ROUTES.login, state: { from: ROUTES.shipping } }}
        icon={<UserIcon size={36} />}
      />
    );
  } else {
    content = (
      <Stack gap="lg" py="md">
        <Title order={1}>Checkout</Title>
        <CheckoutForm user={session.user} cart={cart} />
      </Stack>
    );
  }
  return (
    <>
      <PageTitle title="Checkout" />
      {content}
    </>
  );
}

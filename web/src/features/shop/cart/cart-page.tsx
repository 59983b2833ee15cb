import { Alert, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Notice } from '../components/notice';
import { CartLine } from './cart-line';
import { cartLineProblem } from './cart-line-problem';
import { CartSummary } from './cart-summary';
import { cartTotals } from './cart-totals';
import { PromoCode } from './promo-code';
import { cartStore, useCart } from '../../../lib/cart/use-cart';
import { useFreshCart } from './use-fresh-cart';
import classes from './cart.module.css';
import { Panel } from '../../../components/panel';

export function CartPage() {
  const { items, coupon } = useCart();
  useFreshCart(items);

  if (items.length === 0) {
    return (
      <>
        <PageTitle title="Cart" />
        <Notice
          title="Your Cart is Empty"
          message="পছন্দের বই খুঁজে কার্টে যোগ করুন।"
          action={{ label: 'Continue Shipping', to: '/' }}
        />
      </>
    );
  }

  const totals = cartTotals(items, coupon?.discountPercent);
  const blocked = items.some((item) => cartLineProblem(item) !== null);
  return (
    <Stack gap="lg" py="md">
      <PageTitle title="Cart" />
      <Title order={1}>Shopping Cart</Title>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Panel>
            <ul className={classes.lines} aria-label="Cart items">
              {items.map((item) => (
                <CartLine key={item._id} item={item} />
              ))}
            </ul>
          </Panel>
          <Group justify="space-between" mt="md">
            <Button component={Link} to="/" variant="subtle">
              ← Continue shopping
            </Button>
            <Button
              variant="subtle"
              color="red"
              onClick={() => {
                if (window.confirm('Remove all books from your cart?')) cartStore.clear();
              }}
            >
              Clear cart
            </Button>
          </Group>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Panel className={classes.summary}>
            <CartSummary totals={totals} coupon={coupon} itemCount={items.length}>
              <PromoCode coupon={coupon} />
              {blocked && (
                <Alert color="red" variant="light" p="xs">
                  <Text size="sm">Fix the stock problems above to check out.</Text>
                </Alert>
              )}
              <Button
                component={Link}
                to="/shipping"
                size="md"
                radius="xl"
                fullWidth
                disabled={blocked}
                onClick={(event) => blocked && event.preventDefault()}
              >
                Proceed to Checkout
              </Button>
            </CartSummary>
          </Panel>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

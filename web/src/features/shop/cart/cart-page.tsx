import { Alert, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getTotals } from '@boi/domain/orders/cart';
import { PageTitle } from '../../../components/page-title';
import { Notice } from '../components/notice';
import { CartLine } from './cart-line';
import { cartLineProblem } from './cart-line-problem';
import { CartSummary } from './cart-summary';
import { PromoCode } from './promo-code';
import { cartStore, useCart } from '../../../lib/cart/use-cart';
import { useFreshCart } from './use-fresh-cart';
import classes from './cart.module.css';
import { Panel } from '../../../components/panel';
import { ROUTES } from '@boi/domain/paths/routes';

export function CartPage() {
  const { t } = useTranslation();
  const { items, coupon } = useCart();
  useFreshCart(items);

  if (items.length === 0) {
    return (
      <>
        <PageTitle title={t('cart.title')} />
        <Notice
          title={t('cart.empty.title')}
          message={t('cart.empty.message')}
          action={{ label: t('cart.empty.action'), to: ROUTES.home }}
        />
      </>
    );
  }

  const totals = getTotals(items, coupon?.discountPercent);
  const blocked = items.some((item) => cartLineProblem(item, t) !== null);
  return (
    <Stack gap="lg" py="md">
      <PageTitle title={t('cart.title')} />
      <Title order={1}>{t('cart.heading')}</Title>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Panel>
            <ul className={classes.lines} aria-label={t('cart.items')}>
              {items.map((item) => (
                <CartLine key={item._id} item={item} />
              ))}
            </ul>
          </Panel>
          <Group justify="space-between" mt="md">
            <Button component={Link} to={ROUTES.home} variant="subtle">
              {t('cart.continueShopping')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              onClick={() => {
                if (window.confirm(t('cart.clearConfirm'))) cartStore.clear();
              }}
            >
              {t('cart.clear')}
            </Button>
          </Group>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Panel className={classes.summary}>
            <CartSummary totals={totals} coupon={coupon} itemCount={items.length} taka="sign">
              <PromoCode coupon={coupon} />
              {blocked && (
                <Alert color="red" variant="light" p="xs">
                  <Text size="sm">{t('cart.fixStock')}</Text>
                </Alert>
              )}
              <Button
                component={Link}
                to={ROUTES.shipping}
                size="md"
                radius="xl"
                fullWidth
                disabled={blocked}
                onClick={(event) => blocked && event.preventDefault()}
              >
                {t('cart.checkout')}
              </Button>
            </CartSummary>
          </Panel>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

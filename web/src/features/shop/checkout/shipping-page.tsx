import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EMPTY_CART_MESSAGE, LOGIN_REQUIRED_MESSAGE } from '@boi/domain/orders/order';
import { ROUTES } from '@boi/domain/paths/routes';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { UserIcon } from '../../../components/icons';
import { useSession } from '../../../lib/auth';
import { useCart } from '../../../lib/cart/use-cart';
import { useFreshCart } from '../cart/use-fresh-cart';
import { Notice } from '../components/notice';
import { CheckoutForm } from './checkout-form';

export function ShippingPage() {
  const { t } = useTranslation();
  const cart = useCart();
  const session = useSession();
  useFreshCart(cart.items);

  let content;
  if (cart.items.length === 0) {
    content = (
      <Notice
        title={EMPTY_CART_MESSAGE}
        message={t('checkout.emptyCart.message')}
        action={{ label: t('checkout.emptyCart.action'), to: ROUTES.home }}
      />
    );
  } else if (session.status === 'loading') {
    content = <LoadingSpinner />;
  } else if (session.status === 'signed-out') {
    content = (
      <Notice
        title={LOGIN_REQUIRED_MESSAGE}
        message={t('checkout.signIn.message')}
        action={{
          label: t('checkout.signIn.action'),
          to: ROUTES.login,
          state: { from: ROUTES.shipping },
        }}
        icon={<UserIcon size={36} />}
      />
    );
  } else {
    content = (
      <Stack gap="lg" py="md">
        <Title order={1}>{t('checkout.title')}</Title>
        <CheckoutForm user={session.user} cart={cart} />
      </Stack>
    );
  }
  return (
    <>
      <PageTitle title={t('checkout.title')} />
      {content}
    </>
  );
}

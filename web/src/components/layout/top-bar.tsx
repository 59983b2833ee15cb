import { Badge, Burger, Container, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCartCount } from '../../hooks/use-cart-count';
import { useSessionHint } from '../../hooks/use-session-hint';
import { useSearchQuery } from '../../hooks/use-search-query';
import { CartIcon } from '../icons';
import { AccountAnchor } from './account-anchor';
import { HeaderSearch } from './header-search';
import classes from './layout.module.css';
import { ROUTES } from '@boi/domain/paths/routes';

export function Logo() {
  return (
    // Named by its visible text (বই Boi), so that a voice command that reads it finds it.
    <Link to={ROUTES.home} className={classes.logo}>
      <span className={classes.logoMark}>বই</span>
      <span className={classes.logoText}>Boi</span>
    </Link>
  );
}

function CartLink() {
  const count = useCartCount();
  const { t } = useTranslation();
  return (
    <Link to={ROUTES.cart} className={classes.action} aria-label={t('header.cart', { count })}>
      <span className={classes.cartBadge}>
        <CartIcon size={24} />
        <Badge
          size="sm"
          circle
          color={count > 0 ? 'red' : 'gray'}
          className={classes.cartCount}
          aria-hidden="true"
        >
          {count}
        </Badge>
      </span>
    </Link>
  );
}

const LiveAccountLink = lazy(() => import('./live-account-link'));

/** Guests get the sign-in link without Firebase; a browser that was signed in asks Firebase. */
function AccountLink() {
  const maybeSignedIn = useSessionHint();
  if (!maybeSignedIn) return <AccountAnchor signedIn={false} />;
  return (
    <Suspense fallback={<AccountAnchor signedIn />}>
      <LiveAccountLink />
    </Suspense>
  );
}

type TopBarProps = { menuOpened: boolean; onMenuToggle: () => void };

export function TopBar({ menuOpened, onMenuToggle }: TopBarProps) {
  // On the results page the box holds that page's query; elsewhere it starts empty.
  const query = useSearchQuery();
  const { t } = useTranslation();
  return (
    <Container size="xl" className={classes.topBar}>
      <div className={classes.brand}>
        <Burger
          opened={menuOpened}
          onClick={onMenuToggle}
          hiddenFrom="sm"
          size="sm"
          aria-label={menuOpened ? t('header.closeMenu') : t('header.openMenu')}
        />
        <Logo />
      </div>
      <HeaderSearch
        key={query}
        label={t('header.search')}
        initialQuery={query}
        className={classes.search}
      />
      <Group gap={4} wrap="nowrap" className={classes.actions}>
        <CartLink />
        <AccountLink />
      </Group>
    </Container>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import { Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { InfoBar } from './info-bar';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import classes from './layout.module.css';

// The announcer reads the cart store, whose schema would put zod into every page's first script;
// it loads right after the first render instead, before anyone can change the cart.
const CartAnnouncer = lazy(() =>
  import('../cart-announcer').then((module) => ({ default: module.CartAnnouncer })),
);

export function AppLayout() {
  const [menuOpened, menu] = useDisclosure(false);
  useEffect(() => {
    // The page answers clicks from here on (the e2e tests wait for it: e2e/fixtures.ts).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const navigation = useNavigation();
  return (
    <div className={classes.shell}>
      {navigation.state === 'loading' && <div className={classes.progress} role="presentation" />}
      <header className={classes.header}>
        <TopBar menuOpened={menuOpened} onMenuToggle={menu.toggle} />
        <InfoBar />
        <MainNav />
      </header>
      <MobileMenu opened={menuOpened} onClose={menu.close} />
      <main className={classes.main}>
        <Container size="xl">
          <Outlet />
        </Container>
      </main>
      <SiteFooter />
      <Suspense fallback={null}>
        <CartAnnouncer />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}

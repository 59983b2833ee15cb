import { lazy, Suspense, useEffect, useState } from 'react';
import { Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { CartAnnouncer } from '../cart-announcer';
import { InfoBar } from './info-bar';
import { MainNav } from './main-nav';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import classes from './layout.module.css';

/** The parts of the page hydrated each on its own (header, main, footer): see HydratedPart. */
const HYDRATED_PARTS = 3;
let partsHydrated = 0;

/**
 * Marks its part of the page as hydrated. Each part sits under its own Suspense boundary, so
 * React hydrates them one by one (selective hydration: a tap on a part not yet hydrated
 * hydrates that part first, not the whole page at once), and the page answers clicks itself
 * once all are (`data-hydrated`: the inline script of server pages stands aside then, and the
 * e2e tests wait for it, e2e/fixtures.ts).
 */
function HydratedPart() {
  useEffect(() => {
    partsHydrated += 1;
    if (partsHydrated >= HYDRATED_PARTS) document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

// The drawer (and its scroll lock) loads when the menu is first opened.
const MobileMenu = lazy(() =>
  import('./mobile-menu').then((module) => ({ default: module.MobileMenu })),
);

export function AppLayout() {
  const [menuOpened, menu] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  if (menuOpened && !menuWanted) setMenuWanted(true);
  const navigation = useNavigation();
  return (
    <div className={classes.shell}>
      {navigation.state === 'loading' && <div className={classes.progress} role="presentation" />}
      <header className={classes.header}>
        <Suspense fallback={null}>
          <TopBar menuOpened={menuOpened} onMenuToggle={menu.toggle} />
          <InfoBar />
          <MainNav />
          <HydratedPart />
        </Suspense>
      </header>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
      <main className={classes.main}>
        <Container size="xl">
          <Suspense fallback={null}>
            <Outlet />
            <HydratedPart />
          </Suspense>
        </Container>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
        <HydratedPart />
      </Suspense>
      <CartAnnouncer />
      <ScrollRestoration />
    </div>
  );
}

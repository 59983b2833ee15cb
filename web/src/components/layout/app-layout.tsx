import { lazy, Suspense, useEffect, useState } from 'react';
import { Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { CartAnnouncer } from '../cart-announcer';
import { InfoBar } from './info-bar';
import { MainNav } from './main-nav';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import classes from './layout.module.css';
import { HydrationPart, noteHydrated } from '../hydration-part';

// The drawer (and its scroll lock) loads when the menu is first opened.
const MobileMenu = lazy(() =>
  import('./mobile-menu').then((module) => ({ default: module.MobileMenu })),
);

export function AppLayout() {
  const [menuOpened, menu] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  if (menuOpened && !menuWanted) setMenuWanted(true);
  const navigation = useNavigation();
  const { key } = useLocation();
  // The page answers clicks once its last part has hydrated (the e2e tests wait for it:
  // e2e/fixtures.ts), or once a navigation has replaced the parts that had not.
  useEffect(() => noteHydrated(), [key]);
  return (
    <div className={classes.shell}>
      {navigation.state === 'loading' && <div className={classes.progress} role="presentation" />}
      <header className={classes.header}>
        <TopBar menuOpened={menuOpened} onMenuToggle={menu.toggle} />
        <InfoBar />
        <MainNav />
      </header>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
      {/* The header hydrates first, then the page, then the footer, each in its own task. */}
      <HydrationPart>
        <main className={classes.main}>
          <Container size="xl">
            <Outlet />
          </Container>
        </main>
        <HydrationPart>
          <SiteFooter />
        </HydrationPart>
      </HydrationPart>
      <CartAnnouncer />
      <ScrollRestoration />
    </div>
  );
}

import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { MAIN_NAV } from './nav-links';
import classes from './layout.module.css';
import { ROUTES } from '@boi/domain/paths/routes';

/** /home is the home page too, so its link is highlighted there as well. */
const isHomeAlias = (to: string, pathname: string) =>
  to === ROUTES.home && pathname === ROUTES.homeAlias;

export function MainNav() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <Container size="xl" visibleFrom="sm">
      <nav aria-label={t('nav.main')} className={classes.mainNav}>
        {MAIN_NAV.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.to === '/'}
            className={({ isActive }) =>
              isActive || isHomeAlias(item.to, pathname)
                ? `${classes.navLink} ${classes.navLinkActive}`
                : classes.navLink
            }
          >
            {t(item.label)}
          </NavLink>
        ))}
      </nav>
    </Container>
  );
}

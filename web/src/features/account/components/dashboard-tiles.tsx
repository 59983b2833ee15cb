import { SimpleGrid, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountLink } from '../lib/account-links';
import { useLogout } from '../hooks/use-logout';
import { AccountIcon } from './account-icon';
import classes from './account.module.css';

/** A dashboard's tiles, ending with logout. */
export function DashboardTiles({ tiles }: { tiles: AccountLink[] }) {
  const logout = useLogout();
  const { t } = useTranslation();
  return (
    <nav aria-label={t('account.dashboard.tiles')}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        {tiles.map((tile) => (
          <Link key={tile.to} to={tile.to} className={classes.tile}>
            <ThemeIcon size={48} radius="xl" variant="light">
              <AccountIcon name={tile.icon} size={26} />
            </ThemeIcon>
            <span className={classes.tileLabel}>{t(tile.label)}</span>
            <span className={classes.tileHint}>{t(tile.hint)}</span>
          </Link>
        ))}
        <button type="button" className={classes.tile} onClick={() => void logout()}>
          <ThemeIcon size={48} radius="xl" variant="light" color="red">
            <AccountIcon name="logout" size={26} />
          </ThemeIcon>
          <span className={classes.tileLabel}>{t('account.links.logout')}</span>
          <span className={classes.tileHint}>{t('account.hints.logout')}</span>
        </button>
      </SimpleGrid>
    </nav>
  );
}

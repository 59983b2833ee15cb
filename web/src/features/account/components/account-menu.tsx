import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ACCOUNT_HOME, ACCOUNT_MENU } from '../lib/account-links';
import { useLogout } from '../hooks/use-logout';
import { AccountIcon } from './account-icon';
import classes from './account.module.css';

/** The left menu 'my account' of the account layout. */
export function AccountMenu() {
  const logout = useLogout();
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="sm" className={classes.menu}>
      <Text fw={700} px={12} pb="xs" size="lg">
        {t('account.menu.title')}
      </Text>
      <nav aria-label={t('account.menu.title')} className={classes.menuList}>
        {ACCOUNT_MENU.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.to === ACCOUNT_HOME}
            className={classes.menuLink}
          >
            <AccountIcon name={item.icon} />
            {t(item.label)}
          </NavLink>
        ))}
        <button
          type="button"
          className={`${classes.menuLink} ${classes.logout}`}
          onClick={() => void logout()}
        >
          <AccountIcon name="logout" />
          {t('account.links.logout')}
        </button>
      </nav>
    </Paper>
  );
}

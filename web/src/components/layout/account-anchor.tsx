import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '@boi/domain/paths/routes';
import { UserIcon } from '../icons';
import classes from './layout.module.css';

/** The header's account link: the account area when signed in, sign-in otherwise. */
export function AccountAnchor({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={signedIn ? ROUTES.account : ROUTES.login} className={classes.action}>
      <UserIcon size={22} />
      <span>{signedIn ? t('header.myAccount') : t('header.signIn')}</span>
    </Link>
  );
}

import { Link } from 'react-router';
import { ROUTES } from '@boi/domain/paths';
import { UserIcon } from '../icons';
import classes from './layout.module.css';

/** The header's account link: the account area when signed in, sign-in otherwise. */
export function AccountAnchor({ signedIn }: { signedIn: boolean }) {
  return (
    <Link to={signedIn ? ROUTES.account : ROUTES.login} className={classes.action}>
      <UserIcon size={22} />
      <span>{signedIn ? 'My Account' : 'Sign Up/In'}</span>
    </Link>
  );
}

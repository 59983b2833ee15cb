import { Navigate, useLocation } from 'react-router';
import { resetPathFromSearch } from '../lib/reset-link';
import { ROUTES } from '@boi/domain/paths/routes';

/** Firebase's action link (/reset-password?mode=resetPassword&oobCode=…) → the reset page. */
export function Component() {
  const { search } = useLocation();
  return <Navigate to={resetPathFromSearch(search) ?? ROUTES.forgotPassword} replace />;
}

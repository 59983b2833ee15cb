import { Navigate, useLocation } from 'react-router';
import { resetPathFromSearch } from '../lib/reset-link';

/** Firebase's action link (/reset-password?mode=resetPassword&oobCode=…) → the reset page. */
export function Component() {
  const { search } = useLocation();
  return <Navigate to={resetPathFromSearch(search) ?? '/forgot-password'} replace />;
}

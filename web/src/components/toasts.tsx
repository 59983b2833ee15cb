import { Notifications } from '@mantine/notifications';
import { TOAST_AUTOCLOSE_MS } from '@boi/domain/shared/constants';

/** Where toasts appear; loaded with the first toast (app/provider.tsx). */
export default function Toasts() {
  return <Notifications autoClose={TOAST_AUTOCLOSE_MS} position="top-right" />;
}

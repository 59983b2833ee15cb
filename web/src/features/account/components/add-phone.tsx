import { linkWithPhoneNumber, type User } from 'firebase/auth';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../lib/toasts';
import { PhoneCodeFlow } from './phone-code-flow';

/**
 * The profile's "add a mobile number": the number is verified with a code and linked to the
 * account, so the shopper can sign in with it and order with it as a verified number.
 */
export function AddPhone({ user, onAdded }: { user: User; onAdded: () => void }) {
  const { t } = useTranslation();
  return (
    <PhoneCodeFlow
      send={(e164, verifier) => linkWithPhoneNumber(user, e164, verifier)}
      submitLabel={t('account.phone.verifyLink')}
      onConfirmed={async () => {
        // The next order carries the number in a fresh token (the server's order gate reads it).
        await user.getIdToken(true);
        toastSuccess(t('account.profile.phoneAdded'));
        onAdded();
      }}
    />
  );
}

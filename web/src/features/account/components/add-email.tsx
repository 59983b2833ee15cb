import { Alert, Button, Stack } from '@mantine/core';
import { verifyBeforeUpdateEmail, type User } from 'firebase/auth';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authErrorMessage } from '../lib/auth-error-message';
import { EmailField } from './auth-fields';

/**
 * The profile's "add an e-mail address" for a phone account: Firebase Auth mails a link to the
 * address, and the account takes it (verified) once the link is opened.
 */
export function AddEmail({ user }: { user: User }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!/^\S+@\S+\.\S+$/.test(address)) {
      setError(t('account.validation.invalidEmail'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      await verifyBeforeUpdateEmail(user, address);
      setSentTo(address);
    } catch (failure) {
      setError(authErrorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <EmailField
          inputProps={{
            value: email,
            error,
            onChange: (event: ChangeEvent<HTMLInputElement>) => setEmail(event.currentTarget.value),
          }}
        />
        {sentTo && (
          <Alert color="teal" variant="light" role="status">
            {t('account.profile.emailLinkSent', { email: sentTo })}
          </Alert>
        )}
        <Button type="submit" variant="light" loading={sending}>
          {t('account.profile.sendLink')}
        </Button>
      </Stack>
    </form>
  );
}

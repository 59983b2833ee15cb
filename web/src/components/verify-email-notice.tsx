import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFY_EMAIL_MESSAGE } from '@boi/domain/accounts/auth';

type Props = {
  email: string | null;
  checking: boolean;
  recheck: () => Promise<boolean>;
  resend: () => Promise<void>;
};

/** Shown where a signed-in shopper would order or review before confirming the address. */
export function VerifyEmailNotice({ email, checking, recheck, resend }: Props) {
  const { t } = useTranslation();
  const [note, setNote] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const sendAgain = async () => {
    setSending(true);
    try {
      await resend();
      setNote(email ? t('common.verifyEmail.sentTo', { email }) : t('common.verifyEmail.sent'));
    } catch {
      setNote(t('common.verifyEmail.sendFailed'));
    } finally {
      setSending(false);
    }
  };
  const check = async () => {
    if (!(await recheck())) setNote(t('common.verifyEmail.notVerified'));
  };

  return (
    <Alert color="yellow" variant="light" title={t('common.verifyEmail.title')} role="status">
      <Text size="sm">{VERIFY_EMAIL_MESSAGE}</Text>
      {email && (
        <Text size="sm" mt={4}>
          {email}
        </Text>
      )}
      <Group gap="xs" mt="sm">
        <Button size="xs" onClick={() => void check()} loading={checking}>
          {t('common.verifyEmail.verified')}
        </Button>
        <Button size="xs" variant="default" onClick={() => void sendAgain()} loading={sending}>
          {t('common.verifyEmail.resend')}
        </Button>
      </Group>
      {note && (
        <Text size="sm" mt="xs" aria-live="polite">
          {note}
        </Text>
      )}
    </Alert>
  );
}

import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { VERIFY_EMAIL_MESSAGE } from '@boi/domain/accounts';

type Props = {
  email: string | null;
  checking: boolean;
  recheck: () => Promise<boolean>;
  resend: () => Promise<void>;
};

/** Shown where a signed-in shopper would order or review before confirming the address. */
export function VerifyEmailNotice({ email, checking, recheck, resend }: Props) {
  const [note, setNote] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const sendAgain = async () => {
    setSending(true);
    try {
      await resend();
      setNote(`A new link is on its way to ${email ?? 'your inbox'}.`);
    } catch {
      setNote('Could not send a new link just now. Please try again in a minute.');
    } finally {
      setSending(false);
    }
  };
  const check = async () => {
    if (!(await recheck())) setNote('Not verified yet. Open the link in the mail, then try again.');
  };

  return (
    <Alert color="yellow" variant="light" title="ইমেইল যাচাই করুন · Verify your email" role="status">
      <Text size="sm">{VERIFY_EMAIL_MESSAGE}</Text>
      {email && (
        <Text size="sm" mt={4}>
          {email}
        </Text>
      )}
      <Group gap="xs" mt="sm">
        <Button size="xs" onClick={check} loading={checking}>
          I have verified
        </Button>
        <Button size="xs" variant="default" onClick={sendAgain} loading={sending}>
          Send the link again
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

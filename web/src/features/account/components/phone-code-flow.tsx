import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localMobile } from '@boi/domain/accounts/phone';
import { useLanguage } from '../../../hooks/use-language';
import { usePhoneCode, type PhoneCodeOptions, type PhoneCodeState } from '../hooks/use-phone-code';

type Props = PhoneCodeOptions & { submitLabel: string };

/**
 * A mobile number and its one-time code: the number as shoppers write it, then the code, with a
 * resend after a countdown. The app verifier is Firebase's invisible reCAPTCHA (a mock on the
 * Auth emulator: lib/firebase.ts).
 */
export function PhoneCodeFlow({ submitLabel, ...options }: Props) {
  const flow = usePhoneCode(options);
  // One box, so the invisible reCAPTCHA's host adds no gap to the card's stack.
  return (
    <div>
      <div ref={flow.recaptchaHost} />
      {flow.confirmation ? (
        <CodeStep flow={flow} e164={flow.confirmation.e164} submitLabel={submitLabel} />
      ) : (
        <NumberStep flow={flow} />
      )}
    </div>
  );
}

function ErrorAlert({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {error}
    </Alert>
  );
}

function NumberStep({ flow }: { flow: PhoneCodeState }) {
  const { t } = useTranslation();
  return (
    <form onSubmit={(event) => void flow.submitNumber(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('account.phone.number')}
          description={t('account.phone.numberHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="01XXXXXXXXX"
          required
          value={flow.number}
          error={flow.numberError}
          onChange={(event) => flow.setNumber(event.currentTarget.value)}
        />
        <ErrorAlert error={flow.error} />
        <Button type="submit" size="md" fullWidth loading={flow.busy}>
          {t('account.phone.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}

function CodeStep({
  flow,
  e164,
  submitLabel,
}: {
  flow: PhoneCodeState;
  e164: string;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={(event) => void flow.submitCode(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('account.phone.codeSent', { phone: localMobile(e164) })}</Text>
        <TextInput
          label={t('account.phone.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          value={flow.code}
          onChange={(event) => flow.setCode(event.currentTarget.value)}
          styles={{ input: { letterSpacing: '0.3em', fontSize: 20 } }}
        />
        <ErrorAlert error={flow.error} />
        {flow.note && !flow.error && (
          <Text size="sm" c="teal" role="status">
            {flow.note}
          </Text>
        )}
        <Button type="submit" size="md" fullWidth loading={flow.busy}>
          {submitLabel}
        </Button>
        <CodeActions flow={flow} />
      </Stack>
    </form>
  );
}

function CodeActions({ flow }: { flow: PhoneCodeState }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Group justify="space-between" gap="xs">
      <Button variant="subtle" size="compact-sm" onClick={flow.changeNumber}>
        {t('account.phone.changeNumber')}
      </Button>
      <Button
        variant="subtle"
        size="compact-sm"
        disabled={flow.wait > 0 || flow.busy}
        onClick={() => void flow.resend()}
      >
        {flow.wait > 0
          ? t('account.phone.resendIn', {
              // Bangla text counts in Bangla digits.
              seconds: flow.wait.toLocaleString(language === 'bn' ? 'bn-BD' : 'en-US'),
            })
          : t('account.phone.resend')}
      </Button>
    </Group>
  );
}

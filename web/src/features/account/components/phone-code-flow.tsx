import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  RecaptchaVerifier,
  type ApplicationVerifier,
  type ConfirmationResult,
  type UserCredential,
} from 'firebase/auth';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localMobile, normalizeBdMobile } from '@boi/domain/accounts/phone';
import { asciiDigits } from '@boi/domain/shared/bangla-digits';
import { useLanguage } from '../../../hooks/use-language';
import { auth } from '../../../lib/firebase';
import { authErrorMessage } from '../lib/auth-error-message';

/** Seconds before a shopper may ask for another code (Firebase also limits codes per number). */
const RESEND_SECONDS = 30;

type Props = {
  /** Sends the code: `signInWithPhoneNumber` (sign-in) or `linkWithPhoneNumber` (profile). */
  send: (e164: string, verifier: ApplicationVerifier) => Promise<ConfirmationResult>;
  /** Runs once the code is confirmed; the flow stays busy until it settles. */
  onConfirmed: (credential: UserCredential) => Promise<void> | void;
  submitLabel: string;
  /** True from the code's check until `onConfirmed` settles (pages hold redirects meanwhile). */
  onBusyChange?: (busy: boolean) => void;
};

/**
 * A mobile number and its one-time code: the number as shoppers write it (Bangla digits too),
 * checked against Bangladesh's mobile ranges; then the code, with a resend after a countdown and
 * the errors a shopper can act on (wrong code, expired code, too many tries). The app verifier
 * is Firebase's invisible reCAPTCHA (a mock on the Auth emulator: lib/firebase.ts).
 */
export function PhoneCodeFlow({ send, onConfirmed, submitLabel, onBusyChange }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<{ e164: string; result: ConfirmationResult }>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(0);
  const recaptchaHost = useRef<HTMLDivElement>(null);
  const verifier = useRef<RecaptchaVerifier | null>(null);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  useEffect(() => () => verifier.current?.clear(), []);

  /** A fresh invisible reCAPTCHA per request: a used one cannot be solved again. */
  function freshVerifier(): RecaptchaVerifier {
    verifier.current?.clear();
    const host = recaptchaHost.current;
    const container = document.createElement('div');
    host?.replaceChildren(container);
    verifier.current = new RecaptchaVerifier(auth, container, { size: 'invisible' });
    return verifier.current;
  }

  async function sendCode(e164: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      const result = await send(e164, freshVerifier());
      setConfirmation({ e164, result });
      setWait(RESEND_SECONDS);
      return true;
    } catch (failure) {
      setError(authErrorMessage(failure, 'phone'));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const submitNumber = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = normalizeBdMobile(number);
    if (!parsed.ok) {
      setNumberError(parsed.error[language]);
      return;
    }
    setNumberError(null);
    setNote(null);
    await sendCode(parsed.e164);
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmation) return;
    const digits = asciiDigits(code).replace(/\D/g, '');
    if (digits.length !== 6) {
      setError(t('account.phone.codeRequired'));
      return;
    }
    setBusy(true);
    onBusyChange?.(true);
    setError(null);
    try {
      const credential = await confirmation.result.confirm(digits);
      await onConfirmed(credential);
    } catch (failure) {
      setError(authErrorMessage(failure, 'phone'));
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  };

  const resend = async () => {
    if (!confirmation || wait > 0) return;
    setCode('');
    if (await sendCode(confirmation.e164)) setNote(t('account.phone.resent'));
  };

  // One box, so the invisible reCAPTCHA's host adds no gap to the card's stack.
  return (
    <div>
      <div ref={recaptchaHost} />
      {confirmation ? (
        <form onSubmit={(event) => void submitCode(event)} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {t('account.phone.codeSent', { phone: localMobile(confirmation.e164) })}
            </Text>
            <TextInput
              label={t('account.phone.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              styles={{ input: { letterSpacing: '0.3em', fontSize: 20 } }}
            />
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            {note && !error && (
              <Text size="sm" c="teal" role="status">
                {note}
              </Text>
            )}
            <Button type="submit" size="md" fullWidth loading={busy}>
              {submitLabel}
            </Button>
            <Group justify="space-between" gap="xs">
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => {
                  setConfirmation(undefined);
                  setCode('');
                  setError(null);
                }}
              >
                {t('account.phone.changeNumber')}
              </Button>
              <Button
                variant="subtle"
                size="compact-sm"
                disabled={wait > 0 || busy}
                onClick={() => void resend()}
              >
                {wait > 0
                  ? t('account.phone.resendIn', {
                      // Bangla text counts in Bangla digits.
                      seconds: wait.toLocaleString(language === 'bn' ? 'bn-BD' : 'en-US'),
                    })
                  : t('account.phone.resend')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form onSubmit={(event) => void submitNumber(event)} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('account.phone.number')}
              description={t('account.phone.numberHint')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="01XXXXXXXXX"
              required
              value={number}
              error={numberError}
              onChange={(event) => setNumber(event.currentTarget.value)}
            />
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" size="md" fullWidth loading={busy}>
              {t('account.phone.sendCode')}
            </Button>
          </Stack>
        </form>
      )}
    </div>
  );
}

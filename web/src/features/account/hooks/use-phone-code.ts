import {
  RecaptchaVerifier,
  type ApplicationVerifier,
  type ConfirmationResult,
  type UserCredential,
} from 'firebase/auth';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeBdMobile } from '@boi/domain/accounts/phone';
import { asciiDigits } from '@boi/domain/shared/bangla-digits';
import { useLanguage } from '../../../hooks/use-language';
import { auth } from '../../../lib/firebase';
import { authErrorMessage } from '../lib/auth-error-message';

/** Seconds before a shopper may ask for another code (Firebase also limits codes per number). */
const RESEND_SECONDS = 30;

export type PhoneCodeOptions = {
  /** Sends the code: `signInWithPhoneNumber` (sign-in) or `linkWithPhoneNumber` (profile). */
  send: (e164: string, verifier: ApplicationVerifier) => Promise<ConfirmationResult>;
  /** Runs once the code is confirmed; the flow stays busy until it settles. */
  onConfirmed: (credential: UserCredential) => Promise<void> | void;
  /** True from the code's check until `onConfirmed` settles (pages hold redirects meanwhile). */
  onBusyChange?: (busy: boolean) => void;
};

/** A fresh invisible reCAPTCHA per request in `host`: a used one cannot be solved again. */
function useInvisibleVerifier() {
  const host = useRef<HTMLDivElement>(null);
  const verifier = useRef<RecaptchaVerifier | null>(null);
  useEffect(() => () => verifier.current?.clear(), []);
  const fresh = (): RecaptchaVerifier => {
    verifier.current?.clear();
    const container = document.createElement('div');
    host.current?.replaceChildren(container);
    verifier.current = new RecaptchaVerifier(auth, container, { size: 'invisible' });
    return verifier.current;
  };
  return { host, fresh };
}

/** Seconds left before a resend, counting down once a second. */
function useCountdown() {
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  return [wait, setWait] as const;
}

/**
 * The state of a number and its one-time code: the number checked against Bangladesh's mobile
 * ranges (Bangla digits too), the code sent, confirmed or resent, and the errors a shopper can
 * act on (wrong code, expired code, too many tries).
 */
export function usePhoneCode({ send, onConfirmed, onBusyChange }: PhoneCodeOptions) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<{ e164: string; result: ConfirmationResult }>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useCountdown();
  const recaptcha = useInvisibleVerifier();

  async function sendCode(e164: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      const result = await send(e164, recaptcha.fresh());
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
      await onConfirmed(await confirmation.result.confirm(digits));
    } catch (failure) {
      setError(authErrorMessage(failure, 'phone'));
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  };

  return {
    recaptchaHost: recaptcha.host,
    number,
    setNumber,
    numberError,
    confirmation,
    code,
    setCode,
    error,
    note,
    busy,
    wait,
    submitNumber,
    submitCode,
    resend: async () => {
      if (!confirmation || wait > 0) return;
      setCode('');
      if (await sendCode(confirmation.e164)) setNote(t('account.phone.resent'));
    },
    changeNumber: () => {
      setConfirmation(undefined);
      setCode('');
      setError(null);
    },
  };
}

export type PhoneCodeState = ReturnType<typeof usePhoneCode>;

import { Button, Stack, Text, TextInput } from '@mantine/core';
import { signInWithPhoneNumber, updateProfile, type User } from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { auth } from '../../../lib/firebase';
import { useCreateProfile } from '../api/create-profile';
import { authErrorMessage } from '../lib/auth-error-message';
import { PhoneCodeFlow } from './phone-code-flow';

type Props = {
  /** Signed in (and named): the page goes on. */
  onDone: () => void;
  /** True while the flow signs someone in and, for a new number, asks for a name. */
  onBusyChange: (busy: boolean) => void;
  /** Signed in, asking for the name: the page hides what would lead elsewhere. */
  onNaming: () => void;
};

/**
 * Sign-in with a mobile number and its code. A number Firebase Auth has not seen makes an
 * account; an account without a name is asked for one, once (its profile: createProfile).
 */
export function PhoneSignIn({ onDone, onBusyChange, onNaming }: Props) {
  const { t } = useTranslation();
  const createProfile = useCreateProfile();
  const [unnamed, setUnnamed] = useState<User | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const saveName = async (event: FormEvent) => {
    event.preventDefault();
    if (!unnamed) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t('account.validation.required', { field: t('account.fields.fullName') }));
      return;
    }
    setSaving(true);
    try {
      await updateProfile(unnamed, { displayName: trimmed });
      await createProfile.mutateAsync({ name: trimmed });
      onBusyChange(false);
      onDone();
    } catch (error) {
      setNameError(authErrorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  if (unnamed) {
    return (
      <form onSubmit={(event) => void saveName(event)} noValidate>
        <Stack gap="md">
          <Text fw={600}>{t('account.phone.nameTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('account.phone.nameIntro')}
          </Text>
          <TextInput
            label={t('account.fields.fullName')}
            autoComplete="name"
            required
            value={name}
            error={nameError}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button type="submit" size="md" fullWidth loading={saving}>
            {t('account.phone.saveName')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <PhoneCodeFlow
      send={(e164, verifier) => signInWithPhoneNumber(auth, e164, verifier)}
      submitLabel={t('account.phone.verify')}
      onBusyChange={(busy) => {
        // Signed in but unnamed: the page keeps holding its redirect until the name is saved.
        if (busy) onBusyChange(true);
      }}
      onConfirmed={({ user }) => {
        if (user.displayName?.trim()) {
          onBusyChange(false);
          onDone();
        } else {
          setUnnamed(user);
          onNaming();
        }
      }}
    />
  );
}

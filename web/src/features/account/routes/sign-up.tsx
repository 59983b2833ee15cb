import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createUserWithEmailAndPassword,
  sendEmailVerification,
  signOut,
  updateProfile,
} from 'firebase/auth';
import { Navigate, useNavigate } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { auth } from '../../../lib/firebase';
import { useCreateProfile } from '../api/create-profile';
import { AuthCard } from '../components/auth-card';
import { TextLink } from '../components/text-link';
import { useGuestGate } from '../hooks/use-guest-gate';
import { authErrorMessage } from '../lib/auth-error-message';
import { INVALID_EMAIL, validateSignUp, type SignUpValues } from '../lib/auth-validation';
import { clearRejected } from '../lib/clear-rejected';
import type { EmailState } from '../lib/location-state';
import { toastSuccess, toastWarning } from '../lib/toasts';
import { EmailField, NewPasswordFields } from '../components/auth-fields';

export function Component() {
  const navigate = useNavigate();
  const createProfile = useCreateProfile();
  const form = useForm<SignUpValues>({
    initialValues: { name: '', email: '', password: '', confirmPassword: '' },
    validate: validateSignUp,
  });
  // Creating the account signs it in; the page signs it out again and goes to /login itself.
  const gate = useGuestGate(form.submitting);
  if (gate === 'leave') return <Navigate to="/" replace />;
  if (gate === 'wait') return <LoadingSpinner />;

  const submit = form.onSubmit(
    async (values) => {
      const name = values.name.trim();
      const email = values.email.trim();
      let user;
      try {
        ({ user } = await createUserWithEmailAndPassword(auth, email, values.password));
      } catch (error) {
        toastWarning(authErrorMessage(error), 'Sign up failed');
        return;
      }
      try {
        // Ordering and reviewing wait for the address to be confirmed through this link.
        await sendEmailVerification(user).catch(() => undefined);
        await updateProfile(user, { displayName: name });
        await createProfile.mutateAsync({ name });
      } catch {
        // The account exists and /user/me falls back to the token's name, so sign-in still works.
      } finally {
        await signOut(auth);
      }
      toastSuccess(
        `অ্যাকাউন্ট তৈরি হয়েছে। এবার লগইন করুন। Check ${email} for the link that verifies your email.`,
        'Sign up successful',
      );
      navigate('/login', { replace: true, state: { email } satisfies EmailState });
    },
    (errors) => {
      if (errors.email === INVALID_EMAIL) clearRejected(form, { email: '' }, errors);
    },
  );

  return (
    <AuthCard
      title="Sign Up"
      subtitle="নতুন অ্যাকাউন্ট তৈরি করুন"
      footer={
        <>
          Already have an account? <TextLink to="/login">Login</TextLink>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Full name"
            autoComplete="name"
            required
            {...form.getInputProps('name')}
          />
          <EmailField inputProps={form.getInputProps('email')} />
          <NewPasswordFields
            password={form.getInputProps('password')}
            confirmPassword={form.getInputProps('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth loading={form.submitting}>
            Sign Up
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { setAdminRoleInputSchema } from '@boi/domain/admin/accounts';
import { Panel } from '../../../../components/panel';
import { callableErrorCode, callableErrorMessage } from '../../../../lib/callable-error';
import { useAdminWrite } from '../../api/use-admin-write';
import { schemaErrors } from '../../lib/schema-errors';

type GrantValues = { email: string; admin: boolean };

/**
 * Invites an admin by e-mail: the server mails the address a link, and sets the claim only when
 * the address's owner sets a password through it (so whoever registered the address first gains
 * nothing). A refusal (a disabled account) shows under the field.
 */
export function AdminGrantForm() {
  const setRole = useAdminWrite('setAdminRole');
  const form = useForm<GrantValues>({
    mode: 'controlled',
    initialValues: { email: '', admin: true },
    validate: schemaErrors(setAdminRoleInputSchema),
  });

  const submit = async (values: GrantValues) => {
    try {
      await setRole.mutateAsync({ email: values.email.trim(), admin: true });
      form.reset();
    } catch (error) {
      // useAdminWrite's toast shows it too; the field keeps it while the admin reads it.
      const code = callableErrorCode(error);
      if (code === 'failed-precondition' || code === 'not-found') {
        form.setFieldError('email', callableErrorMessage(error, ''));
      }
    }
  };

  return (
    <Panel component="section" aria-labelledby="admin-grant-title">
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h5" id="admin-grant-title">
            নতুন অ্যাডমিন
          </Title>
          <Text size="sm" c="dimmed">
            ই-মেইল দিন: সেই ঠিকানায় একটি আমন্ত্রণ যাবে। লিংক খুলে পাসওয়ার্ড দিলে তিনি অ্যাডমিন হবেন, আর
            অ্যাকাউন্টের অন্য সব সেশন ও মোবাইল নম্বরে সাইন-ইন মুছে যাবে। · The address is mailed an
            invitation: its owner becomes an admin on setting a password through the link, which
            signs out every other session and removes other sign-in methods such as a phone number.
            Admins sign in with a password, never a phone code alone.
          </Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="ই-মেইল · E-mail"
              placeholder="reader@boi.test"
              type="email"
              autoComplete="off"
              miw={240}
              style={{ flex: 1 }}
              {...form.getInputProps('email')}
            />
            <Button type="submit" color="teal" loading={setRole.isPending}>
              আমন্ত্রণ পাঠান · Invite
            </Button>
          </Group>
        </Stack>
      </form>
    </Panel>
  );
}

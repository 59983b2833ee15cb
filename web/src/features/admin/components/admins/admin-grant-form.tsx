import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { setAdminRoleInputSchema } from '@boi/domain/admin/accounts';
import { Panel } from '../../../../components/panel';
import { callableErrorCode, callableErrorMessage } from '../../../../lib/callable-error';
import { useAdminWrite } from '../../api/use-admin-write';
import { schemaErrors } from '../../lib/schema-errors';

type GrantValues = { email: string; admin: boolean };

/**
 * Grants the `admin` claim to an existing account by its e-mail. The server refuses an address
 * nobody has verified (and names no account that does not exist): the reason shows under the field.
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
            যাঁর অ্যাকাউন্ট আছে এবং ই-মেইল যাচাই করা, তাঁর ই-মেইল দিন। তিনি পেজ রিলোড করলেই অ্যাডমিন
            ড্যাশবোর্ড পাবেন। · Only an account whose e-mail address is verified can be made admin.
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
              অ্যাডমিন করুন
            </Button>
          </Group>
        </Stack>
      </form>
    </Panel>
  );
}

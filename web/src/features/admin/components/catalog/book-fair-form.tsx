import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { bookFairInputSchema } from '@boi/domain/admin/collections';
import type { BookFair } from '@boi/domain/catalog/schemas';
import { LoadingSpinner } from '../../../../components/loading-spinner';
import { Panel } from '../../../../components/panel';
import { QueryError } from '../../../../components/query-error';
import { useBookFair } from '../../api/get-book-fair';
import { useAdminWrite } from '../../api/use-admin-write';
import { schemaErrors } from '../../lib/schema-errors';
import { AdminPage } from '../admin-page';

/** Book Fair Year Update (spec §2): the year new books can be marked with, prefilled. */
export function BookFairManage() {
  const bookFair = useBookFair();
  return (
    <AdminPage title="Book Fair Year Update">
      {bookFair.isPending ? (
        <LoadingSpinner />
      ) : bookFair.isError ? (
        <QueryError error={bookFair.error} />
      ) : (
        <BookFairForm key={bookFair.data.bookFairYear} bookFair={bookFair.data} />
      )}
    </AdminPage>
  );
}

function BookFairForm({ bookFair }: { bookFair: BookFair }) {
  const update = useAdminWrite('updateBookFair');
  const form = useForm({
    mode: 'controlled',
    initialValues: { bookFairYear: bookFair.bookFairYear },
    validate: schemaErrors(bookFairInputSchema),
  });

  const submit = async (values: { bookFairYear: string }) => {
    try {
      await update.mutateAsync({ id: bookFair._id, bookFairYear: values.bookFairYear });
    } catch {
      // useAdminWrite's toast shows the server's message; the field keeps the value.
    }
  };

  return (
    <Panel component="section">
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm" maw={420}>
          <TextInput
            label="Book Fair Year"
            description="The year of the Ekushey book fair that new books can be marked with"
            inputMode="numeric"
            maxLength={4}
            name="bookFairYear"
            {...form.getInputProps('bookFairYear')}
          />
          <Text size="sm" c="dimmed">
            Current: {bookFair.bookFairYear}
          </Text>
          <Button
            type="submit"
            color="teal"
            loading={update.isPending}
            w={{ base: '100%', xs: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          >
            Book Fair Update
          </Button>
        </Stack>
      </form>
    </Panel>
  );
}

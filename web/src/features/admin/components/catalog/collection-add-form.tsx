import { Button, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { collectionInputSchema, writerInputSchema } from '@boi/domain/admin/collections';
import { Panel } from '../../../../components/panel';
import { COLLECTION_WRITES, useAdminWrite } from '../../api/use-admin-write';
import { schemaErrors } from '../../lib/schema-errors';
import {
  BANGLA_PLACEHOLDER,
  collectionInput,
  type CollectionFormValues,
  type CollectionScreen,
} from './collection-kinds';

/**
 * The add form of a manage screen: a name (and a writer's details) and the spec's button. No
 * `required` attribute (spec §5), but an empty name is refused here, before the server would.
 */
export function CollectionAddForm({
  screen,
  onAdded,
}: {
  screen: CollectionScreen;
  onAdded: () => void;
}) {
  const create = useAdminWrite(COLLECTION_WRITES[screen.kind].create);
  const form = useForm<CollectionFormValues>({
    mode: 'controlled',
    initialValues: { name: '', writerDetails: '' },
    validate: schemaErrors(screen.withDetails ? writerInputSchema : collectionInputSchema, (v) =>
      collectionInput(screen, v),
    ),
  });

  const submit = async (values: CollectionFormValues) => {
    try {
      await create.mutateAsync(collectionInput(screen, values));
      form.reset();
      onAdded();
    } catch {
      // useAdminWrite's toast shows the server's message; the form keeps its input.
    }
  };

  return (
    <Panel component="section" aria-labelledby={`${screen.kind}-add-title`}>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm" maw={560}>
          <Title order={2} size="h5" id={`${screen.kind}-add-title`}>
            {screen.addButton}
          </Title>
          <TextInput
            label={screen.nameHeader}
            placeholder={BANGLA_PLACEHOLDER}
            {...form.getInputProps('name')}
          />
          {screen.withDetails && (
            <Textarea
              label="Writer Details"
              placeholder={BANGLA_PLACEHOLDER}
              autosize
              minRows={3}
              maxRows={8}
              {...form.getInputProps('writerDetails')}
            />
          )}
          <Button
            type="submit"
            color="teal"
            loading={create.isPending}
            w={{ base: '100%', xs: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          >
            {screen.addButton}
          </Button>
        </Stack>
      </form>
    </Panel>
  );
}

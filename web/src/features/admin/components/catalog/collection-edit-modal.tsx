import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  updateCollectionInputSchema,
  updateWriterInputSchema,
} from '@boi/domain/admin/collections';
import type { CollectionItem } from '../../api/get-admin-collection';
import { COLLECTION_WRITES, useAdminWrite } from '../../api/use-admin-write';
import { schemaErrors } from '../../lib/schema-errors';
import {
  BANGLA_PLACEHOLDER,
  collectionInput,
  type CollectionFormValues,
  type CollectionScreen,
} from './collection-kinds';

/**
 * 'Category Update' / 'Writer information Update' / 'Publication information Update': static
 * (spec §2), so neither a click outside nor Escape loses an edit — only its close button closes it.
 */
export function CollectionEditModal({
  screen,
  item,
  onClose,
}: {
  screen: CollectionScreen;
  item: CollectionItem;
  onClose: () => void;
}) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={screen.editTitle}
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <EditForm screen={screen} item={item} onDone={onClose} />
    </Modal>
  );
}

function EditForm({
  screen,
  item,
  onDone,
}: {
  screen: CollectionScreen;
  item: CollectionItem;
  onDone: () => void;
}) {
  const update = useAdminWrite(COLLECTION_WRITES[screen.kind].update);
  const form = useForm<CollectionFormValues>({
    mode: 'controlled',
    initialValues: { name: item.name, writerDetails: item.writerDetails ?? '' },
    validate: schemaErrors(
      screen.withDetails ? updateWriterInputSchema : updateCollectionInputSchema,
      (values) => ({ id: item._id, ...collectionInput(screen, values) }),
    ),
  });

  const submit = async (values: CollectionFormValues) => {
    try {
      await update.mutateAsync({ id: item._id, ...collectionInput(screen, values) });
      onDone();
    } catch {
      // useAdminWrite's toast shows the server's message; the modal keeps the edit.
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        <TextInput
          label={screen.nameHeader}
          placeholder={BANGLA_PLACEHOLDER}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        {screen.withDetails && (
          <Textarea
            label="Writer Details"
            placeholder={BANGLA_PLACEHOLDER}
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps('writerDetails')}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" color="teal" loading={update.isPending}>
            Update
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

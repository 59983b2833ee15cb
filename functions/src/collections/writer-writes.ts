import { defineOperation } from '../shared/operation';
import { createItem, deleteItem, WRITER_KIND, updateItem } from './collection-writes';

export const createWriterOperation = defineOperation('createWriter', async (input) => ({
  message: 'Writer added',
  id: await createItem(WRITER_KIND, { name: input.name, writerDetails: input.writerDetails }),
}));

export const updateWriterOperation = defineOperation('updateWriter', async (input) => {
  await updateItem(WRITER_KIND, input.id, { name: input.name, writerDetails: input.writerDetails });
  return { message: 'Writer updated', id: input.id };
});

export const deleteWriterOperation = defineOperation('deleteWriter', async ({ id }) => {
  await deleteItem(WRITER_KIND, id);
  return { message: 'Writer deleted', id };
});

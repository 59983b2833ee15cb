import { callableOf, defineOperation } from '../shared/operation';
import { createItem, deleteItem, WRITER_KIND, updateItem } from './collection-writes';

export const createWriterOperation = defineOperation('createWriter', 'admin', async (input) => ({
  message: 'Writer added',
  id: await createItem(WRITER_KIND, { name: input.name, writerDetails: input.writerDetails }),
}));

export const updateWriterOperation = defineOperation('updateWriter', 'admin', async (input) => {
  await updateItem(WRITER_KIND, input.id, { name: input.name, writerDetails: input.writerDetails });
  return { message: 'Writer updated', id: input.id };
});

export const deleteWriterOperation = defineOperation('deleteWriter', 'admin', async ({ id }) => {
  await deleteItem(WRITER_KIND, id);
  return { message: 'Writer deleted', id };
});

export const createWriter = callableOf(createWriterOperation);
export const updateWriter = callableOf(updateWriterOperation);
export const deleteWriter = callableOf(deleteWriterOperation);

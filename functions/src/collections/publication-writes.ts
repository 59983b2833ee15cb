import { defineOperation } from '../shared/operation';
import { createItem, deleteItem, PUBLICATION_KIND, updateItem } from './collection-writes';

export const createPublicationOperation = defineOperation('createPublication', async (input) => ({
  message: 'Publication added',
  id: await createItem(PUBLICATION_KIND, { name: input.name }),
}));

export const updatePublicationOperation = defineOperation('updatePublication', async (input) => {
  await updateItem(PUBLICATION_KIND, input.id, { name: input.name });
  return { message: 'Publication updated', id: input.id };
});

export const deletePublicationOperation = defineOperation('deletePublication', async ({ id }) => {
  await deleteItem(PUBLICATION_KIND, id);
  return { message: 'Publication deleted', id };
});

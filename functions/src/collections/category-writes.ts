import { defineOperation } from '../shared/operation';
import { createItem, deleteItem, CATEGORY_KIND, updateItem } from './collection-writes';

export const createCategoryOperation = defineOperation('createCategory', async (input) => ({
  message: 'Category added',
  id: await createItem(CATEGORY_KIND, { name: input.name }),
}));

export const updateCategoryOperation = defineOperation('updateCategory', async (input) => {
  await updateItem(CATEGORY_KIND, input.id, { name: input.name });
  return { message: 'Category updated', id: input.id };
});

export const deleteCategoryOperation = defineOperation('deleteCategory', async ({ id }) => {
  await deleteItem(CATEGORY_KIND, id);
  return { message: 'Category deleted', id };
});

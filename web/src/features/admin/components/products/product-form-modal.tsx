import { useState } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { Book } from '@boi/domain/catalog/schemas';
import { LoadingSpinner } from '../../../../components/loading-spinner';
import { QueryError } from '../../../../components/query-error';
import { useAdminWrite } from '../../api/use-admin-write';
import { useProductChoices } from '../../api/get-product-choices';
import { usePictureUpload } from '../../hooks/use-picture-upload';
import { UploadProgress } from '../upload-progress';
import {
  ProductBasics,
  ProductChoicesFields,
  ProductPicture,
  ProductTexts,
} from './product-form-sections';
import {
  createProductInput,
  emptyProductForm,
  NO_BOOK_FAIR,
  productFormOf,
  productFormRules,
  updateProductInput,
  type ProductFormValues,
} from './product-form-rules';

type FormMode = { mode: 'add' } | { mode: 'update'; book: Book };

/** Add Product (a new book with its cover) or Update Book (a book's fields, cover optional). */
export function ProductFormModal({
  opened,
  onClose,
  ...target
}: FormMode & { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={target.mode === 'add' ? 'Add Product' : 'Update Book'}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnClickOutside={false}
    >
      <ProductForm {...target} onDone={onClose} />
    </Modal>
  );
}

function ProductForm(props: FormMode & { onDone: () => void }) {
  const { mode } = props;
  const book = props.mode === 'update' ? props.book : null;
  const choices = useProductChoices();
  const create = useAdminWrite('createProduct');
  const update = useAdminWrite('updateProduct');
  const picture = usePictureUpload('product');
  const [busy, setBusy] = useState(false);

  const form = useForm<ProductFormValues>({
    mode: 'controlled',
    initialValues: book ? productFormOf(book) : emptyProductForm(),
    validate: productFormRules(mode),
    validateInputOnChange: ['productTags', 'picture', 'discount'],
  });

  const submit = async (values: ProductFormValues) => {
    setBusy(true);
    try {
      let image: string | undefined;
      if (values.picture) {
        const upload = await picture.upload(values.picture);
        if (!upload) return;
        image = upload;
      }
      try {
        if (book)
          await update.mutateAsync(updateProductInput(book._id, values, image, book.quantity));
        else await create.mutateAsync(createProductInput(values, image ?? ''));
        props.onDone();
      } catch {
        // useAdminWrite's toast shows the server's message; the form keeps its input.
      }
    } finally {
      setBusy(false);
    }
  };

  if (choices.isPending) return <LoadingSpinner />;
  if (choices.isError) return <QueryError error={choices.error} />;
  const { bookFairYear } = choices.data;
  const bookFairOptions = [
    { value: bookFairYear, label: bookFairYear },
    { value: NO_BOOK_FAIR, label: 'None' },
  ];
  if (book?.bookFair && book.bookFair !== bookFairYear) {
    bookFairOptions.unshift({ value: book.bookFair, label: book.bookFair });
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <ProductBasics form={form} mode={mode} />
          <ProductChoicesFields
            form={form}
            mode={mode}
            choices={choices.data}
            bookFairOptions={bookFairOptions}
          />
        </SimpleGrid>
        <ProductTexts form={form} />
        <ProductPicture form={form} mode={mode} />
        <UploadProgress progress={picture.progress} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={props.onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" color="teal" loading={busy}>
            {mode === 'add' ? 'Add Product' : 'Update Book'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

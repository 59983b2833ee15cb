import { useState } from 'react';
import {
  Button,
  FileInput,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { MAX_PRODUCT_TAGS, PRODUCT_STATUSES, SALES_INFO } from '@boi/domain/shared/constants';
import type { Book } from '@boi/domain/catalog/schemas';
import { LoadingSpinner } from '../../../../components/loading-spinner';
import { QueryError } from '../../../../components/query-error';
import { useAdminWrite } from '../../api/use-admin-write';
import { useProductChoices } from '../../api/get-product-choices';
import { usePictureUpload } from '../../hooks/use-picture-upload';
import { UploadProgress } from '../upload-progress';
import {
  createProductInput,
  emptyProductForm,
  NO_BOOK_FAIR,
  productFormOf,
  productFormRules,
  updateProductInput,
  type ProductFormValues,
} from './product-form-rules';

const PICTURE_TYPES = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';
const SALES_LABELS = Object.values(SALES_INFO);

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
  const { categories, writers, publications, bookFairYear } = choices.data;
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
          <TextInput
            label="Book name (Bangla)"
            placeholder="বইয়ের নাম"
            withAsterisk
            {...form.getInputProps('nameB')}
          />
          <TextInput
            label="Book name (English)"
            placeholder="Book name"
            withAsterisk={mode === 'update'}
            {...form.getInputProps('nameE')}
          />
          <NumberInput
            label="Price (Tk)"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
            {...form.getInputProps('price')}
          />
          <NumberInput
            label="Quantity"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
            {...form.getInputProps('quantity')}
          />
          <NumberInput
            label="Discount (%)"
            min={0}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('discount')}
          />
          <Select
            label="Status"
            placeholder="Select status"
            data={[...PRODUCT_STATUSES]}
            withAsterisk
            {...form.getInputProps('status')}
          />
          <Select
            label="Category"
            placeholder="Select category"
            data={categories.map((c) => ({ value: c._id, label: c.name }))}
            searchable
            nothingFoundMessage="No category"
            withAsterisk
            {...form.getInputProps('category')}
          />
          <Select
            label="Writer"
            placeholder="Select writer"
            data={writers.map((w) => ({ value: w._id, label: w.name }))}
            searchable
            nothingFoundMessage="No writer"
            withAsterisk
            {...form.getInputProps('writer')}
          />
          <Select
            label="Publication"
            placeholder="Select publication"
            data={publications.map((p) => ({ value: p._id, label: p.name }))}
            searchable
            nothingFoundMessage="No publication"
            withAsterisk
            {...form.getInputProps('publication')}
          />
          <Select
            label="Book fair"
            placeholder="Select book fair"
            data={bookFairOptions}
            withAsterisk={mode === 'add'}
            {...form.getInputProps('bookFair')}
          />
          <Select
            label="Book sales info"
            data={SALES_LABELS}
            allowDeselect={false}
            {...form.getInputProps('BookSalesInfo')}
          />
          <TextInput label="Translator" {...form.getInputProps('bookTranslator')} />
        </SimpleGrid>
        <TagsInput
          label="Tags"
          description={`Press Enter to add a tag (at most ${MAX_PRODUCT_TAGS})`}
          placeholder="Type a tag, then Enter"
          clearable
          {...form.getInputProps('productTags')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Textarea
            label="Description (Bangla)"
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('descriptionB')}
          />
          <Textarea
            label="Description (English)"
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('descriptionE')}
          />
        </SimpleGrid>
        <FileInput
          label={mode === 'add' ? 'Book picture' : 'New cover (optional)'}
          description="png, jpeg, jpg or webp, up to 5 MB"
          placeholder="Choose a picture"
          accept={PICTURE_TYPES}
          clearable
          withAsterisk={mode === 'add'}
          {...form.getInputProps('picture')}
        />
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

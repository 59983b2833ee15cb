import {
  FileInput,
  NumberInput,
  Select,
  SimpleGrid,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_PRODUCT_TAGS, PRODUCT_STATUSES, SALES_INFO } from '@boi/domain/shared/constants';
import type { ProductChoices } from '../../api/get-product-choices';
import type { ProductFormValues } from './product-form-rules';

/** The sections of Add Product and Update Book, each given the form they fill. */
type SectionProps = { form: UseFormReturnType<ProductFormValues>; mode: 'add' | 'update' };

const PICTURE_TYPES = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';
const SALES_LABELS = Object.values(SALES_INFO);

/** Names, price, stock, discount and status. */
export function ProductBasics({ form, mode }: SectionProps) {
  return (
    <>
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
    </>
  );
}

/** Category, writer, publication, book fair, sales label and translator. */
export function ProductChoicesFields({
  form,
  mode,
  choices,
  bookFairOptions,
}: SectionProps & {
  choices: Pick<ProductChoices, 'categories' | 'writers' | 'publications'>;
  bookFairOptions: { value: string; label: string }[];
}) {
  const { categories, writers, publications } = choices;
  return (
    <>
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
    </>
  );
}

/** Tags and the two descriptions. */
export function ProductTexts({ form }: Pick<SectionProps, 'form'>) {
  return (
    <>
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
    </>
  );
}

/** The cover: required when adding a book, optional when updating one. */
export function ProductPicture({ form, mode }: SectionProps) {
  return (
    <FileInput
      label={mode === 'add' ? 'Book picture' : 'New cover (optional)'}
      description="png, jpeg, jpg or webp, up to 5 MB"
      placeholder="Choose a picture"
      accept={PICTURE_TYPES}
      clearable
      withAsterisk={mode === 'add'}
      {...form.getInputProps('picture')}
    />
  );
}

import type { z } from 'zod';
import {
  createProductInputSchema,
  PRODUCT_MESSAGES,
  updateProductInputSchema,
  type CreateProductInput,
  type UpdateProductInput,
} from '@boi/domain/admin/products';
import { pictureProblem } from '@boi/domain/admin/uploads';
import { SALES_INFO } from '@boi/domain/shared/constants';
import type { Book } from '@boi/domain/catalog/schemas';

/** The value the book-fair select sends as null (spec §4: the placeholder choice). */
export const NO_BOOK_FAIR = 'none';

/** The Add Product / Update Book form, as the inputs hold it. */
export type ProductFormValues = {
  nameB: string;
  nameE: string;
  bookTranslator: string;
  price: number | string;
  quantity: number | string;
  discount: number | string;
  status: string | null;
  category: string | null;
  writer: string | null;
  publication: string | null;
  /** A year, NO_BOOK_FAIR, or null while nothing is chosen. */
  bookFair: string | null;
  productTags: string[];
  descriptionB: string;
  descriptionE: string;
  BookSalesInfo: string;
  picture: File | null;
};

export const emptyProductForm = (): ProductFormValues => ({
  nameB: '',
  nameE: '',
  bookTranslator: '',
  price: '',
  quantity: '',
  discount: 0,
  status: null,
  category: null,
  writer: null,
  publication: null,
  bookFair: null,
  productTags: [],
  descriptionB: '',
  descriptionE: '',
  BookSalesInfo: SALES_INFO.none,
  picture: null,
});

export const productFormOf = (book: Book): ProductFormValues => ({
  nameB: book.nameB,
  nameE: book.nameE,
  bookTranslator: book.bookTranslator ?? '',
  price: book.price,
  quantity: book.quantity,
  discount: book.discount,
  status: book.status,
  category: book.category.category_id,
  writer: book.writer.writer_id,
  publication: book.publication.publication_id,
  bookFair: book.bookFair ?? NO_BOOK_FAIR,
  productTags: book.productTags,
  descriptionB: book.descriptionB,
  descriptionE: book.descriptionE,
  BookSalesInfo: book.BookSalesInfo,
  picture: null,
});

/** A field checked by the callable's own schema: its first message, or null. */
const bySchema =
  (schema: z.ZodType) =>
  (value: unknown): string | null => {
    const result = schema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid value');
  };

const create = createProductInputSchema.shape;
const update = updateProductInputSchema.shape;

const pictureRule =
  (required: boolean) =>
  (picture: File | null): string | null =>
    picture === null && !required ? null : pictureProblem('product', picture ? [picture] : []);

const bookFairRule = (value: string | null): string | null =>
  value === null || value === '' ? PRODUCT_MESSAGES.bookFair : null;

/** The §5 rules of each form, each answering the spec's message (the server checks them again). */
export const productFormRules = (mode: 'add' | 'update') => ({
  nameB: bySchema(create.nameB),
  nameE: mode === 'update' ? bySchema(update.nameE) : bySchema(create.nameE),
  bookTranslator: bySchema(create.bookTranslator),
  price: bySchema(create.price),
  quantity: bySchema(create.quantity),
  discount: bySchema(create.discount),
  status: bySchema(create.status),
  category: bySchema(create.category),
  writer: bySchema(create.writer),
  publication: bySchema(create.publication),
  bookFair: bookFairRule,
  productTags: bySchema(create.productTags),
  descriptionB: bySchema(create.descriptionB),
  descriptionE: bySchema(create.descriptionE),
  BookSalesInfo: bySchema(create.BookSalesInfo),
  picture: pictureRule(mode === 'add'),
});

/** The form's fields as the callables take them (the picture is sent as its upload id). */
function fieldsOf(values: ProductFormValues) {
  return {
    nameB: values.nameB.trim(),
    nameE: values.nameE.trim(),
    bookTranslator: values.bookTranslator.trim(),
    price: Number(values.price),
    quantity: Number(values.quantity),
    discount: values.discount === '' ? 0 : Number(values.discount),
    status: values.status as CreateProductInput['status'],
    category: values.category ?? '',
    writer: values.writer ?? '',
    publication: values.publication ?? '',
    bookFair: values.bookFair === NO_BOOK_FAIR ? null : values.bookFair,
    productTags: values.productTags.map((tag) => tag.trim()).filter(Boolean),
    descriptionB: values.descriptionB,
    descriptionE: values.descriptionE,
    BookSalesInfo: values.BookSalesInfo,
  };
}

export const createProductInput = (
  values: ProductFormValues,
  image: string,
): CreateProductInput => ({
  ...fieldsOf(values),
  image,
});

/** `seenQuantity`: the stock the form opened with, so copies sold meanwhile are not added back. */
export const updateProductInput = (
  id: string,
  values: ProductFormValues,
  image: string | undefined,
  seenQuantity?: number,
): UpdateProductInput => ({
  id,
  ...fieldsOf(values),
  ...(seenQuantity === undefined ? {} : { seenQuantity }),
  ...(image ? { image } : {}),
});

import { z } from 'zod';
import { DOCUMENT_ID_PATTERN } from '../shared/document-id';
import { documentIdSchema } from '../shared/document-id-schema';
import { createKeyField } from '../shared/idempotency';
import {
  MAX_PRODUCT_TAGS,
  PRODUCT_STATUSES,
  SALES_INFO,
  SALES_INFO_VALUES,
} from '../shared/constants';
import { blankToUndefined, optionalText, parseJson, wholeNumber } from './form-values';
import { uploadRef } from './upload-ref';

/** Add Book and Update Book (spec §5): the messages and the inputs of the product operations. */

export const PRODUCT_MESSAGES = {
  tooManyTags: '5 Tags more than not allowed',
  status: 'Please Select Product Status',
  category: 'Please Select A Category Name',
  writer: 'Please Select Product Writer',
  publication: 'Please Select Product Publication',
  onePicture: 'please provide one book picture',
  pictureSize: 'Product Picture size 5MB more than not allowed',
  pictureType: 'Product Picture is not valid',
  nameB: 'Bangla name is required',
  nameE: 'English name is required',
  price: 'Price is required (whole taka)',
  quantity: 'Quantity is required (a whole number)',
  bookFair: 'Please choose the book fair option',
} as const;

/**
 * A category, writer or publication chosen for a book: its id, or the spec's object
 * (`{categoryName, category_id}`), or that object as a JSON string (form data).
 */
const chosenId = (key: 'category_id' | 'writer_id' | 'publication_id', message: string) =>
  z.preprocess(
    (value) => {
      let v: unknown = blankToUndefined(value);
      if (typeof v === 'string' && v.trim().startsWith('{')) {
        v = parseJson(v);
      }
      if (v && typeof v === 'object') {
        const record = v as Record<string, unknown>;
        return record[key] ?? record._id;
      }
      return v;
    },
    z.string({ message }).regex(DOCUMENT_ID_PATTERN, message),
  );

/** Tags: blank ones are ignored, at most five, each trimmed. Form data may send a JSON list. */
const productTags = z.preprocess(
  (value) => {
    let v: unknown = value;
    if (typeof v === 'string') {
      const text = v;
      v = text.trim().startsWith('[') ? parseJson(text) : text.split(',');
    }
    return Array.isArray(v)
      ? v
          .map((tag: unknown) => (typeof tag === 'string' ? tag.trim() : tag))
          .filter((tag) => tag !== '')
      : v;
  },
  z.array(z.string().max(40)).max(MAX_PRODUCT_TAGS, PRODUCT_MESSAGES.tooManyTags),
);

/** Either a book-fair year or none; the form's placeholder choice is sent as null. */
const bookFairChoice = z.preprocess(
  (value) => (value === '' || value === 'null' || value === 'none' ? null : value),
  z
    .string({ message: PRODUCT_MESSAGES.bookFair })
    .regex(/^\d{4}$/, PRODUCT_MESSAGES.bookFair)
    .nullable(),
);

const productFields = {
  nameB: z
    .string({ message: PRODUCT_MESSAGES.nameB })
    .trim()
    .min(1, PRODUCT_MESSAGES.nameB)
    .max(200),
  bookTranslator: optionalText(120),
  price: wholeNumber(PRODUCT_MESSAGES.price, 1_000_000),
  quantity: wholeNumber(PRODUCT_MESSAGES.quantity, 1_000_000),
  discount: z.preprocess((v) => {
    const value = blankToUndefined(v);
    return typeof value === 'string' ? Number(value) : (value ?? 0);
  }, z.number().int('Discount is a whole percent').min(0).max(100)),
  status: z.enum(PRODUCT_STATUSES, { message: PRODUCT_MESSAGES.status }),
  category: chosenId('category_id', PRODUCT_MESSAGES.category),
  writer: chosenId('writer_id', PRODUCT_MESSAGES.writer),
  publication: chosenId('publication_id', PRODUCT_MESSAGES.publication),
  bookFair: bookFairChoice,
  descriptionB: optionalText(5000),
  descriptionE: optionalText(5000),
  BookSalesInfo: z.preprocess(
    (v) => blankToUndefined(v) ?? SALES_INFO.none,
    z.enum(SALES_INFO_VALUES, { message: 'Choose a sales label' }),
  ),
};

export const createProductInputSchema = z.object({
  ...productFields,
  nameE: optionalText(200),
  productTags: productTags.default([]),
  image: uploadRef(PRODUCT_MESSAGES.onePicture),
  ...createKeyField,
});
export type CreateProductInput = z.input<typeof createProductInputSchema>;

/** Update Book: the same selection checks, with both names, price and quantity required. */
export const updateProductInputSchema = z.object({
  id: documentIdSchema,
  ...productFields,
  nameE: z
    .string({ message: PRODUCT_MESSAGES.nameE })
    .trim()
    .min(1, PRODUCT_MESSAGES.nameE)
    .max(200),
  productTags: productTags.optional(),
  image: uploadRef(PRODUCT_MESSAGES.onePicture).optional(),
  /**
   * The stock the form showed when it opened. With it, the form's quantity is a change against
   * that figure: copies that orders took (or gave back) meanwhile are kept, not overwritten.
   */
  seenQuantity: z.number().int().min(0).max(1_000_000).optional(),
});
export type UpdateProductInput = z.input<typeof updateProductInputSchema>;

/** The stock an update leaves: the form's change applied to the stock as it is now. */
export function quantityAfterUpdate(
  current: number,
  input: { quantity: number; seenQuantity?: number },
): number {
  if (input.seenQuantity === undefined) return input.quantity;
  return Math.max(0, current + input.quantity - input.seenQuantity);
}

import { z } from 'zod';
import { documentIdSchema } from '../shared/document-id-schema';
import { createKeyField } from '../shared/idempotency';
import { optionalText } from './form-values';

/** Categories, writers, publications and the book fair year: the inputs of their operations. */

const collectionName = z
  .string({ message: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(120);
export const collectionInputSchema = z.object({ name: collectionName });
export const writerInputSchema = z.object({
  name: collectionName,
  writerDetails: optionalText(2000),
});
export const createCollectionInputSchema = collectionInputSchema.extend(createKeyField);
export const createWriterInputSchema = writerInputSchema.extend(createKeyField);
export const updateCollectionInputSchema = collectionInputSchema.extend({ id: documentIdSchema });
export const updateWriterInputSchema = writerInputSchema.extend({ id: documentIdSchema });

export const bookFairInputSchema = z.object({
  id: documentIdSchema.optional(),
  bookFairYear: z
    .string({ message: 'Book fair year is a 4-digit year' })
    .trim()
    .regex(/^\d{4}$/, 'Book fair year is a 4-digit year'),
});

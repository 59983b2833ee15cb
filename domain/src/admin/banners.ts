import { z } from 'zod';
import { documentIdSchema } from '../shared/document-id-schema';
import { createKeyField } from '../shared/idempotency';
import { SECTION_KEYS } from '../shared/constants';
import { uploadRef } from './upload-ref';

/** The home page's banners and sections. */

export const BANNER_MESSAGES = {
  onePicture: 'please provide one banner picture',
  pictureSize: 'Banner Picture size 5MB more than not allowed',
  pictureType: 'Banner Picture is not valid',
} as const;

export const createBannerInputSchema = z.object({
  image: uploadRef(BANNER_MESSAGES.onePicture),
  ...createKeyField,
});

/**
 * setHomeSection: which category feeds one of the four home sections (spec §2; the seed's
 * default is the spec's category of each). `categoryId` null leaves the section empty.
 */
export const setHomeSectionInputSchema = z.object({
  section: z.enum(SECTION_KEYS, { message: 'Unknown home section' }),
  categoryId: z.preprocess((v) => (v === '' ? null : v), documentIdSchema.nullable()),
});

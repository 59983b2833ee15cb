import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../shared/constants';
import { BANNER_MESSAGES } from './banners';
import { PRODUCT_MESSAGES } from './products';

export const UPLOAD_KINDS = ['product', 'banner'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
type PictureMessages = { onePicture: string; pictureSize: string; pictureType: string };
export const UPLOAD_MESSAGES: Record<UploadKind, PictureMessages> = {
  product: {
    onePicture: PRODUCT_MESSAGES.onePicture,
    pictureSize: PRODUCT_MESSAGES.pictureSize,
    pictureType: PRODUCT_MESSAGES.pictureType,
  },
  banner: BANNER_MESSAGES,
};

/**
 * The picture rules of §5 for one chosen file, checked in the browser before upload and again by
 * the server on the bytes it receives. Returns the spec's message, or null when the file is fine.
 */
export function pictureProblem(
  kind: UploadKind,
  files: readonly { name: string; size: number }[],
): string | null {
  const messages = UPLOAD_MESSAGES[kind];
  if (files.length !== 1) return messages.onePicture;
  const [file] = files as [{ name: string; size: number }];
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_TYPES as readonly string[]).includes(extension) || !file.name.includes('.')) {
    return messages.pictureType;
  }
  if (file.size > MAX_IMAGE_BYTES) return messages.pictureSize;
  return null;
}

/** What POST /api/v1/upload answers: an upload id to put in a product's or banner's `image`. */
export type UploadResult = { upload: string; image: string; thumb: string };

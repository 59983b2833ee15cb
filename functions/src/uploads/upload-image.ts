import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { HttpsError } from 'firebase-functions/v2/https';
import { UPLOAD_ID_PATTERN } from '@boi/domain/admin/upload-ref';
import {
  pictureProblem,
  UPLOAD_MESSAGES,
  type UploadKind,
  type UploadResult,
} from '@boi/domain/admin/uploads';
import { imageStoreFromEnv, imageUrl, type ImageStore } from '../images/image-store';

/** A picture as the request carried it (http/read-body.ts reads these). */
export type UploadedPicture = { filename: string; bytes: Buffer };

/** Larger pictures are refused before decoding: a small file can declare a huge canvas. */
const MAX_INPUT_PIXELS = 50_000_000;

/** The stored widths of each kind: detail and card covers (2:3), wide and phone banners (3:1). */
const SIZES: Record<UploadKind, { large: [number, number]; small: [number, number] }> = {
  product: { large: [600, 900], small: [400, 600] },
  banner: { large: [1200, 400], small: [600, 200] },
};

/** Where an upload's two WebP widths live in the image store. */
export function uploadPaths(kind: UploadKind, upload: string): { image: string; thumb: string } {
  const { large, small } = SIZES[kind];
  return {
    image: `uploads/${upload}-${large[0]}.webp`,
    thumb: `uploads/${upload}-${small[0]}.webp`,
  };
}

/** Card covers were stored 300 px wide before 400; a cover uploaded then still makes a book. */
const OLD_PRODUCT_SMALL_WIDTH = 300;

/** The paths of an earlier upload of this kind; `invalid-argument` with `message` if there is none. */
export async function requireUpload(
  kind: UploadKind,
  upload: string,
  message: string,
  store: ImageStore = imageStoreFromEnv(),
): Promise<{ image: string; thumb: string }> {
  const paths = uploadPaths(kind, upload);
  const found = UPLOAD_ID_PATTERN.test(upload) && (await store.exists(paths.image));
  if (found && (await store.exists(paths.thumb))) return paths;
  const oldThumb = `uploads/${upload}-${OLD_PRODUCT_SMALL_WIDTH}.webp`;
  if (found && kind === 'product' && (await store.exists(oldThumb)))
    return { ...paths, thumb: oldThumb };
  throw new HttpsError('invalid-argument', message);
}

async function toWebp(bytes: Buffer, [width, height]: [number, number], kind: UploadKind) {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(width, height, {
      // A cover is never cropped; a banner fills its strip.
      fit: kind === 'product' ? 'contain' : 'cover',
      background: '#ffffff',
    })
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * One picture (§5 rules: exactly one file, png/jpeg/jpg/webp in any case, at most 5,000,000 bytes,
 * and bytes that really are such an image) → two WebP widths in the image store.
 */
export async function uploadImage(
  kind: UploadKind,
  files: readonly UploadedPicture[],
  store: ImageStore = imageStoreFromEnv(),
): Promise<UploadResult> {
  const problem = pictureProblem(
    kind,
    files.map((file) => ({ name: file.filename, size: file.bytes.length })),
  );
  if (problem) throw new HttpsError('invalid-argument', problem);
  const [file] = files as [UploadedPicture];
  const notValid = new HttpsError('invalid-argument', UPLOAD_MESSAGES[kind].pictureType);
  const meta = await sharp(file.bytes)
    .metadata()
    .catch(() => null);
  if (meta?.format !== 'png' && meta?.format !== 'jpeg' && meta?.format !== 'webp') throw notValid;
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new HttpsError(
      'invalid-argument',
      `${UPLOAD_MESSAGES[kind].pictureType}: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
    );
  }
  const upload = `up-${randomUUID()}`;
  const paths = uploadPaths(kind, upload);
  // Bytes that pass the header check but do not decode (a cut-off file) are not a valid picture.
  const [large, small] = await Promise.all([
    toWebp(file.bytes, SIZES[kind].large, kind),
    toWebp(file.bytes, SIZES[kind].small, kind),
  ]).catch(() => {
    throw notValid;
  });
  await Promise.all([
    store.put(paths.image, large, 'image/webp'),
    store.put(paths.thumb, small, 'image/webp'),
  ]);
  return { upload, image: imageUrl(paths.image), thumb: imageUrl(paths.thumb) };
}

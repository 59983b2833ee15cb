import sharp from 'sharp';
import { imageStoreFromEnv, type ImageStore } from '../images/image-store';

/** The cover of an imported book until an admin uploads its own (Update Book). */
export const PLACEHOLDER_COVER = {
  image: 'covers/placeholder-600.webp',
  thumb: 'covers/placeholder-400.webp',
} as const;

const plain = (width: number) =>
  sharp({
    create: {
      width,
      height: Math.round(width * 1.5),
      channels: 3,
      background: '#dcefe7',
    },
  })
    .webp({ quality: 70 })
    .toBuffer();

let ensured: Promise<void> | null = null;

/** The placeholder's two sizes in the image store (made once, then found there). */
export function placeholderCover(
  store: ImageStore = imageStoreFromEnv(),
): Promise<typeof PLACEHOLDER_COVER> {
  ensured ??= (async () => {
    if (await store.exists(PLACEHOLDER_COVER.thumb)) return;
    const [large, small] = await Promise.all([plain(600), plain(400)]);
    await store.put(PLACEHOLDER_COVER.image, large, 'image/webp');
    await store.put(PLACEHOLDER_COVER.thumb, small, 'image/webp');
  })().catch((error: unknown) => {
    ensured = null;
    throw error;
  });
  return ensured.then(() => PLACEHOLDER_COVER);
}

import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { getStorage } from 'firebase-admin/storage';

/** One place for every image (covers, banners): Cloud Storage in production, a directory locally. */
export interface ImageStore {
  put(path: string, bytes: Buffer, contentType: string): Promise<void>;
  get(path: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  exists(path: string): Promise<boolean>;
  /** Removes the image; a missing one is not an error. */
  remove(path: string): Promise<void>;
}

/** Image paths are relative, slash-separated, and never climb out of the store. */
export function isSafeImagePath(path: string): boolean {
  return /^[a-z0-9][a-z0-9/_.-]{0,200}$/i.test(path) && !path.split('/').includes('..');
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[path.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

export class LocalDirImageStore implements ImageStore {
  constructor(private readonly root: string) {}

  private resolve(path: string): string {
    if (!isSafeImagePath(path)) throw new Error(`unsafe image path: ${path}`);
    const full = normalize(join(this.root, path));
    if (!full.startsWith(normalize(this.root) + sep)) throw new Error(`unsafe image path: ${path}`);
    return full;
  }

  async put(path: string, bytes: Buffer): Promise<void> {
    const full = this.resolve(path);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, bytes);
  }

  async get(path: string) {
    try {
      return { bytes: await readFile(this.resolve(path)), contentType: contentTypeOf(path) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async exists(path: string): Promise<boolean> {
    return access(this.resolve(path)).then(
      () => true,
      () => false,
    );
  }

  async remove(path: string): Promise<void> {
    await rm(this.resolve(path), { force: true });
  }
}

export class CloudStorageImageStore implements ImageStore {
  private bucket() {
    return getStorage().bucket();
  }

  async put(path: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.bucket()
      .file(path)
      .save(bytes, {
        contentType,
        metadata: { cacheControl: 'public, max-age=31536000, immutable' },
      });
  }

  async get(path: string) {
    const file = this.bucket().file(path);
    const [exists] = await file.exists();
    if (!exists) return null;
    const [bytes] = await file.download();
    return { bytes, contentType: contentTypeOf(path) };
  }

  async exists(path: string): Promise<boolean> {
    const [exists] = await this.bucket().file(path).exists();
    return exists;
  }

  async remove(path: string): Promise<void> {
    await this.bucket().file(path).delete({ ignoreNotFound: true });
  }
}

/**
 * IMAGE_STORE_DIR selects the local directory store (emulators without a Storage emulator);
 * otherwise the default Cloud Storage bucket (production, or FIREBASE_STORAGE_EMULATOR_HOST).
 */
export function imageStoreFromEnv(env: NodeJS.ProcessEnv = process.env): ImageStore {
  return env.IMAGE_STORE_DIR
    ? new LocalDirImageStore(env.IMAGE_STORE_DIR)
    : new CloudStorageImageStore();
}

/** Public URL of a stored image: served by the API with immutable cache headers. */
export { imageUrl } from '@boi/domain/catalog/images';

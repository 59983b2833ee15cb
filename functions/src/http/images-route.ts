import type { RequestHandler } from 'express';
import {
  contentTypeOf,
  imageStoreFromEnv,
  isSafeImagePath,
  type ImageStore,
} from '../images/image-store';
import { HttpError } from '../shared/http-error';
import { asyncHandler, sendError } from './respond';

/** Serves stored images; paths carry a content version, so caches may keep them for a year. */
export function imagesRoute(store: ImageStore = imageStoreFromEnv()): RequestHandler {
  return asyncHandler(async (req, res) => {
    try {
      const path = String((req.params as Record<string, string>)[0] ?? '');
      if (!isSafeImagePath(path))
        throw new HttpError(400, 'invalid-argument', 'Invalid image path');
      // The store also holds files that are not images (the search index): never served here.
      const isImage = contentTypeOf(path).startsWith('image/');
      const image = isImage ? await store.get(path) : null;
      if (!image) throw new HttpError(404, 'not-found', `Image ${path} was not found`);
      res.set('Cache-Control', 'public, max-age=31536000, immutable');
      res.type(image.contentType).send(image.bytes);
    } catch (error) {
      sendError(res, error);
    }
  });
}

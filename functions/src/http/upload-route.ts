import type { RequestHandler } from 'express';
import { UPLOAD_KINDS, type UploadKind } from '@boi/domain/admin/uploads';
import { requireAdmin } from '../shared/auth';
import { HttpError } from '../shared/http-error';
import { uploadImage } from '../uploads/upload-image';
import { recordUpload } from '../uploads/record-upload';
import { readBody } from './read-body';
import { asyncHandler, sendError } from './respond';

/**
 * POST /api/v1/upload?kind=product|banner (admin; multipart form data, one file in `image`):
 * answers `{ data: { upload, image, thumb } }`; the `upload` id goes into a book's or banner's
 * `image`. The dashboard posts here with XMLHttpRequest to show upload progress.
 */
export function uploadRoute(): RequestHandler {
  return asyncHandler(async (req, res) => {
    try {
      const caller = await requireAdmin(req);
      // A query object (?kind[a]=b) stringifies to "[object Object]", which is refused below.
      // eslint-disable-next-line @typescript-eslint/no-base-to-string
      const kind = String(req.query.kind ?? 'product') as UploadKind;
      if (!UPLOAD_KINDS.includes(kind)) {
        throw new HttpError(400, 'invalid-argument', 'kind is product or banner');
      }
      const { files } = await readBody(req);
      const data = await uploadImage(kind, files);
      await recordUpload(caller, kind, files, data);
      res.set('Cache-Control', 'no-store').status(201).json({ message: 'Picture uploaded', data });
    } catch (error) {
      sendError(res, error);
    }
  });
}

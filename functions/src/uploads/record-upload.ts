import type { UploadKind, UploadResult } from '@boi/domain/admin/uploads';
import { auditAs } from '../shared/audit';
import type { Caller } from '../shared/auth';
import { db } from '../shared/firestore';
import type { UploadedPicture } from './upload-image';

/**
 * An upload is not an operation (it stores pictures, not a document), so it records itself in the
 * audit trail: who uploaded which file, and where its two widths went.
 */
export async function recordUpload(
  caller: Caller,
  kind: UploadKind,
  [file]: readonly UploadedPicture[],
  result: UploadResult,
): Promise<void> {
  const batch = db().batch();
  auditAs(
    batch,
    { uid: caller.uid, email: caller.email ?? '', operation: 'uploadImage' },
    { kind: 'upload', id: result.upload, label: file?.filename ?? result.upload },
    {
      before: null,
      after: {
        kind,
        filename: file?.filename ?? '',
        bytes: file?.bytes.length ?? 0,
        image: result.image,
        thumb: result.thumb,
      },
    },
  );
  await batch.commit();
}

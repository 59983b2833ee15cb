import { useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import type { UploadKind } from '@boi/domain/admin/uploads';
import { uploadPicture } from '../lib/upload-picture';

/**
 * A form's picture upload (the book and banner forms): its progress, and `upload(file)`, which
 * answers the upload id, or null after a failed upload (a toast says why and asks to try again).
 * The last picture uploaded is kept, so a retry after a refused save does not upload it again.
 */
export function usePictureUpload(kind: UploadKind) {
  const [progress, setProgress] = useState<number | null>(null);
  const uploaded = useRef<{ file: File; upload: string } | null>(null);

  const upload = async (file: File): Promise<string | null> => {
    if (uploaded.current?.file === file) return uploaded.current.upload;
    setProgress(0);
    try {
      const result = await uploadPicture(kind, file, setProgress);
      uploaded.current = { file, upload: result.upload };
      return result.upload;
    } catch (failure) {
      setProgress(null);
      notifications.show({
        color: 'red',
        title: 'Picture not uploaded',
        message: failure instanceof Error ? failure.message : 'Please try again.',
      });
      return null;
    }
  };

  /** Forgets the progress (a new picture chosen); `forget` also drops the kept upload. */
  const reset = ({ forget = false } = {}) => {
    if (forget) uploaded.current = null;
    setProgress(null);
  };

  return { progress, upload, reset };
}

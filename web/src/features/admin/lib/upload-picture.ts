import type { UploadKind, UploadResult } from '@boi/domain/admin/uploads';
import { API_BASE } from '../../../lib/api-client';
import { auth } from '../../../lib/firebase';

/**
 * POST /api/v1/upload with XMLHttpRequest, for the progress events fetch() does not give.
 * Resolves with the upload id to put in a book's or banner's `image`; rejects with the server's
 * message (the spec's picture messages).
 */
export async function uploadPicture(
  kind: UploadKind,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  const token = await auth.currentUser?.getIdToken();
  if (!token) throw new Error('Please Login');
  const form = new FormData();
  form.append('image', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/upload?kind=${kind}`);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status === 201 && body.data) {
        onProgress(100);
        resolve(body.data);
      } else {
        reject(new Error(body.message ?? `Upload failed (${xhr.status})`));
      }
    };
    xhr.onerror = () => reject(new Error('Could not reach the server. Please try again.'));
    xhr.send(form);
  });
}

/** The JSON answer, or nothing when a proxy answered with something else (an HTML error page). */
function parseBody(text: string): { data?: UploadResult; message?: string } {
  try {
    return JSON.parse(text || '{}') as { data?: UploadResult; message?: string };
  } catch {
    return {};
  }
}

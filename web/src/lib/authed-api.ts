import { ApiError, apiUrl, type QueryParams } from './api-client';
import { auth } from './firebase';

/** GET a signed-in user's data from /api/v1 with their ID token as bearer credential. */
export async function getAuthedData<T>(path: string, params?: QueryParams): Promise<T> {
  const user = auth.currentUser;
  if (!user) throw new ApiError(401, 'Please Login');
  const token = await user.getIdToken();
  const response = await fetch(apiUrl(path, params), {
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  });
  const body = (await response.json().catch(() => null)) as {
    data?: T;
    message?: string;
    error?: string;
  } | null;
  if (!response.ok || !body || body.data === undefined) {
    throw new ApiError(
      response.status,
      body?.message ?? body?.error ?? `Request failed (${response.status})`,
    );
  }
  return body.data;
}

import { api, unwrap } from '../../../../api/client';
import { ApiError } from '../../../../api/errors';

/** Log in first: uploads are stored against an account (they cost storage and are checked). */
export const UPLOAD_LOGIN_MESSAGE = 'Log in to upload your own image.';

/** Sends the shopper's own image to `POST /designs/uploads`; the server checks and re-encodes it. */
export async function uploadDesignImage(file: File): Promise<{ src: string; width: number; height: number }> {
  const form = new FormData();
  form.append('image', file, file.name);
  try {
    return await unwrap(
      api.POST('/designs/uploads', {
        body: form as unknown as Record<string, never>,
        bodySerializer: (body) => body as unknown as FormData,
      }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new ApiError(401, UPLOAD_LOGIN_MESSAGE);
    throw error;
  }
}

import { api, unwrap } from '../../../../api/client';
import { ApiError } from '../../../../api/errors';
import type { Design } from '../../../../engine/model/design';
import { uploadKeysOf } from '../../../../engine/model/upload-keys';
import { parseDesign } from '../../../../engine/model/validate';

/** Pictures of a design are stored against an account, so opening them needs one. */
export const OPEN_PNG_LOGIN_MESSAGE = 'Log in to open this design: its pictures are stored in your account.';
export const OPEN_PNG_UNREADABLE = 'The design in this PNG cannot be opened by this studio.';

/** Sends the PNG to `POST /designs/from-png`: the server decides which pictures are the shopper's. */
export async function openDesignPngOnServer(file: File): Promise<unknown> {
  const form = new FormData();
  form.append('image', file, file.name || 'design.png');
  try {
    const data = await unwrap(
      api.POST('/designs/from-png', {
        body: form as unknown as Record<string, never>,
        bodySerializer: (body) => body as unknown as FormData,
      }),
    );
    return data.document;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new ApiError(401, OPEN_PNG_LOGIN_MESSAGE);
    throw error;
  }
}

/**
 * A design opened from a PNG. One that draws no upload opens as it is (its graphics are the
 * shop's own). One that does goes to the server with the file: an upload the shopper owns keeps
 * its key, any other comes back as their own new upload made from the picture the PNG carries,
 * or the design is refused in words. The browser never decides whose a picture is.
 */
export async function restoreCarriedImages(design: Design, file: File, send: (file: File) => Promise<unknown> = openDesignPngOnServer): Promise<Design> {
  if (uploadKeysOf(design).length === 0) return design;
  const parsed = parseDesign(await send(file));
  if (!parsed.ok) throw new ApiError(400, OPEN_PNG_UNREADABLE);
  return parsed.design;
}

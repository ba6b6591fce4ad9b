import { api, unwrap } from '../../../../api/client';
import { ApiError } from '../../../../api/errors';
import type { Design } from '../../../../engine/model/design';

/**
 * Saves the design to the signed-in shopper's account: a new saved design, or the one saved
 * before from this browser (PUT), so that saving again never piles up copies. Returns its id.
 */
export async function saveDesignToAccount(design: Design, savedId: string | null): Promise<string> {
  const body = { document: design as unknown as Record<string, never> };
  if (savedId) {
    try {
      const updated = await unwrap(api.PUT('/designs/{designId}', { params: { path: { designId: savedId } }, body }));
      return updated._id;
    } catch (error) {
      // Deleted meanwhile, saved by another account (404) or already ordered and so kept as it
      // was (409): the changes become a new saved design below.
      if (!(error instanceof ApiError && (error.status === 404 || error.status === 409))) throw error;
    }
  }
  const created = await unwrap(api.POST('/designs', { body }));
  return created._id;
}

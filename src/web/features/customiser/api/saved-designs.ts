import { api, unwrap } from '../../../../api/client';
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
      // Deleted meanwhile (or saved by another account): save it afresh below.
      if (!(error instanceof Error && 'status' in error && (error as { status: unknown }).status === 404)) throw error;
    }
  }
  const created = await unwrap(api.POST('/designs', { body }));
  return created._id;
}

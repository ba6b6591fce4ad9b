import { api, unwrap } from '../../../../api/client';
import { ApiError } from '../../../../api/errors';
import type { Design } from '../../../../engine/model/design';
import { designRefusedMessage, parseDesign } from '../../../../engine/model/validate';
import { readSavedId, writeSavedId } from '../logic/saved-design-id';

/** The save on its way from this tab, if any; the next one waits for it. */
let saving: Promise<unknown> = Promise.resolve();

/**
 * Saves the design to the signed-in shopper's account: a new saved design, or the one saved
 * before from this browser (PUT), so that saving again never piles up copies. Returns its id.
 * Saves run one at a time: one asked for while another is on its way ('Save design' then
 * 'Add to cart' in quick succession) waits, then updates the design that one stored, so two
 * presses never store two designs.
 */
export function saveDesignToAccount(design: Design): Promise<string> {
  const next = saving.catch(() => undefined).then(() => saveNow(design));
  saving = next;
  return next;
}

async function saveNow(design: Design): Promise<string> {
  // The server re-checks with the same validator; a design it would refuse is not sent, and the
  // shopper reads the same plain sentence. The schema paths are for the developer's console.
  const checked = parseDesign(design);
  if (!checked.ok) {
    console.error('The studio made a design its own validator refuses:', checked.errors);
    throw new ApiError(400, designRefusedMessage(checked.errors), 'BAD_REQUEST');
  }
  const body = { document: design as unknown as Record<string, never> };
  const savedId = readSavedId();
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
  writeSavedId(created._id);
  return created._id;
}

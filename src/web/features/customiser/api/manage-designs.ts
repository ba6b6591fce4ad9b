import { api, unwrap } from '../../../../api/client';

/** PATCH /designs/{id}: the shopper's name for a saved design (refused, in words, for an ordered one). */
export function renameSavedDesign({ designId, name }: { designId: string; name: string }) {
  return unwrap(api.PATCH('/designs/{designId}', { params: { path: { designId } }, body: { name } }));
}

/** DELETE /designs/{id} (refused, in words, for an ordered one). */
export function deleteSavedDesign(designId: string) {
  return unwrap(api.DELETE('/designs/{designId}', { params: { path: { designId } } }));
}

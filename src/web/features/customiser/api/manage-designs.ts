import { api, unwrap } from '../../../../api/client';

/** PATCH /designs/{id}: the shopper's name for a saved design (refused, in words, for an ordered one). */
export function renameSavedDesign({ designId, name }: { designId: string; name: string }) {
  return unwrap(api.PATCH('/designs/{designId}', { params: { path: { designId } }, body: { name } }));
}

/** DELETE /designs/{id} (refused, in words, for an ordered one). */
export function deleteSavedDesign(designId: string) {
  return unwrap(api.DELETE('/designs/{designId}', { params: { path: { designId } } }));
}

/** POST /designs/{id}/share: a public, read-only link; its slug. */
export function shareSavedDesign(designId: string) {
  return unwrap(api.POST('/designs/{designId}/share', { params: { path: { designId } } }));
}

/** DELETE /designs/{id}/share: the link stops working. */
export function unshareSavedDesign(designId: string) {
  return unwrap(api.DELETE('/designs/{designId}/share', { params: { path: { designId } } }));
}

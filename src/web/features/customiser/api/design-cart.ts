import { api, unwrap } from '../../../../api/client';

/** POST /designs/{id}/cart: the saved design as a cart line; answers the server's price. */
export function addSavedDesignToCart(designId: string) {
  return unwrap(api.POST('/designs/{designId}/cart', { params: { path: { designId } } }));
}

import type { Db } from '../db/client';
import { CART_MESSAGES, addToCart, getCart, removeFromCart } from '../services/cart/cart';
import type { LineChoice } from '../services/cart/line-choice';
import { envelope, sendJson, type Handlers } from './handler';

/** The signed-in user's cart; the session decides whose cart it is, never the body. */
export function cartHandlers({ db }: { db: Db }): Handlers {
  return {
    async addToCart(request, reply) {
      const { productId, variantId, size, quantity } = request.body as { productId: string; variantId: string } & LineChoice;
      await addToCart(db, request.user!.id, productId.toLowerCase(), variantId.toLowerCase(), { size, quantity });
      return sendJson(reply, envelope(null, CART_MESSAGES.added));
    },
    async removeFromCart(request, reply) {
      const body = request.body as { cartId: string; productId: string; variantId: string };
      await removeFromCart(db, request.user!.id, {
        cartId: body.cartId.toLowerCase(),
        productId: body.productId.toLowerCase(),
        variantId: body.variantId.toLowerCase(),
      });
      return sendJson(reply, envelope(null, CART_MESSAGES.removed));
    },
    async getCart(request, reply) {
      return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(envelope(await getCart(db, request.user!.id)));
    },
  };
}

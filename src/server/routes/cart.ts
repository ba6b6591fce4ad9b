import type { Db } from '../db/client';
import { addToCart, getCart, removeFromCart } from '../services/cart/cart';
import { CART_MESSAGES } from '../../shared/cart-messages';
import { envelope, sendJson, sessionHandler, type Handlers } from './handler';

/** The signed-in user's cart; the session decides whose cart it is, never the body. */
export function cartHandlers({ db }: { db: Db }) {
  return {
    addToCart: sessionHandler(async (request, reply) => {
      const { productId, variantId, size, quantity } = request.body;
      await addToCart(db, request.user.id, productId.toLowerCase(), variantId.toLowerCase(), { size, quantity });
      return sendJson(reply, envelope(null, CART_MESSAGES.added));
    }),
    removeFromCart: sessionHandler(async (request, reply) => {
      const body = request.body;
      await removeFromCart(db, request.user.id, {
        cartId: body.cartId.toLowerCase(),
        productId: body.productId.toLowerCase(),
        variantId: body.variantId.toLowerCase(),
      });
      return sendJson(reply, envelope(null, CART_MESSAGES.removed));
    }),
    getCart: sessionHandler(async (request, reply) => {
      return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(envelope(await getCart(db, request.user.id)));
    }),
  } satisfies Partial<Handlers>;
}

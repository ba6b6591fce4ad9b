import type { Db } from '../db/client';
import { applyCartCode, removeCartCode } from '../services/discounts/cart-code';
import { quoteCheckout } from '../services/discounts/checkout-quote';
import { admitCodeLookup, type CodeLookupLimit } from '../services/discounts/code-lookup-limit';
import { createCode, deleteCode, listCodes, updateCode } from '../services/discounts/staff-codes';
import { envelope, sendJson, sessionHandler, type Handlers } from './handler';

const noStore = 'no-store';

/**
 * Discount codes: the shopper's code on the cart and priced for a checkout page, and staff's
 * codes (the contract's `staff` scheme has checked the caller). The server prices every code.
 * The shopper's look-ups of a typed code are limited (a Buy Now order with a code is counted too).
 */
export function discountHandlers({ db, lookups }: { db: Db; lookups: CodeLookupLimit }) {
  return {
    applyDiscountCode: sessionHandler(async (request, reply) => {
      await admitCodeLookup(db, lookups, { userId: request.user.id, ip: request.ip, code: request.body.code });
      const { cart, message } = await applyCartCode(db, request.user.id, request.body.code);
      return sendJson(reply.header('cache-control', noStore), envelope(cart, message));
    }),
    removeDiscountCode: sessionHandler(async (request, reply) => {
      const { cart, message } = await removeCartCode(db, request.user.id);
      return sendJson(reply.header('cache-control', noStore), envelope(cart, message));
    }),
    quoteDiscountCode: sessionHandler(async (request, reply) => {
      const { discountCode, items, designs = [] } = request.body;
      // A quote without a code looks nothing up: only a typed code is counted.
      if (discountCode) await admitCodeLookup(db, lookups, { userId: request.user.id, ip: request.ip, code: discountCode });
      return sendJson(reply.header('cache-control', noStore), envelope(await quoteCheckout(db, request.user.id, { ...(discountCode ? { discountCode } : {}), items, designs })));
    }),
    async staffListDiscountCodes(_request, reply) {
      return sendJson(reply.header('cache-control', noStore), envelope(await listCodes(db)));
    },
    staffCreateDiscountCode: sessionHandler(async (request, reply) => {
      const { view, message } = await createCode(db, request.body);
      return sendJson(reply, envelope(view, message));
    }),
    staffUpdateDiscountCode: sessionHandler(async (request, reply) => {
      const { view, message } = await updateCode(db, request.params.codeId.toLowerCase(), request.body);
      return sendJson(reply, envelope(view, message));
    }),
    staffDeleteDiscountCode: sessionHandler(async (request, reply) => {
      const { ended, message } = await deleteCode(db, request.params.codeId.toLowerCase());
      return sendJson(reply, envelope({ ended }, message));
    }),
  } satisfies Partial<Handlers>;
}

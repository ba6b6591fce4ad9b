import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HAND_OFF_HASHES, handOffPageHtml } from '../adapters/payments/razorpay/hand-off-page';
import { RAZORPAY_PAGE_PREFIX, type RazorpayCheckout } from '../adapters/payments/razorpay/provider';
import { orders, payments } from '../db/schema';
import { cspHeaderValue } from '../plugins/headers';
import type { OrdersContext } from '../services/orders/orders-context';
import { settlePayment } from '../services/payments/online-payment';

const TRANSACTION = /^[A-Za-z0-9_-]{1,64}$/;
const SHOP_NAME = 'Bhopal Threads';
export const RAZORPAY_RETURN_REFUSED = 'This payment could not be verified. Please go back to the shop and check your orders.';

/**
 * The shop's CSP with exactly what Checkout needs on this page: Razorpay's script, its frames
 * and calls to its hosts, the redirect form Checkout posts to its API, and this page's one
 * inline style and script by their hashes.
 */
function pagePolicy(checkout: RazorpayCheckout, https: boolean): string {
  const hosts = [...new Set([new URL(checkout.checkoutUrl).origin, new URL(checkout.apiUrl).origin])];
  return cspHeaderValue(
    {
      'script-src': ["'self'", new URL(checkout.checkoutUrl).origin, HAND_OFF_HASHES.script],
      'style-src': ["'self'", HAND_OFF_HASHES.style],
      'frame-src': hosts,
      'connect-src': ["'self'", ...hosts],
      'img-src': ["'self'", 'data:', ...hosts],
      'form-action': ["'self'", ...hosts],
    },
    https,
  );
}

/** Checkout's fields when a payment went through (when it failed, it posts error[code], error[description] … instead). */
interface CheckoutReturn {
  razorpay_payment_id?: string;
  razorpay_order_id?: string;
  razorpay_signature?: string;
}

/**
 * Our hand-off page for Razorpay (GET), which opens Razorpay's hosted Checkout for the
 * payment's Razorpay order, and the address Checkout posts its outcome to (POST, from
 * Razorpay's page: no session cookie or XSRF header comes with it). A signed success is
 * checked against the key secret; either way the shop only asks Razorpay, then sends the
 * browser on to the payment status page (303).
 */
export async function registerRazorpayCheckout(
  app: FastifyInstance,
  { orders: ctx, checkout, publicUrl, secureCookies }: { orders: OrdersContext; checkout: RazorpayCheckout; publicUrl: string; secureCookies: boolean },
): Promise<void> {
  const policy = pagePolicy(checkout, secureCookies);
  const shopUrl = (request: FastifyRequest) => publicUrl || `${request.protocol}://${request.host}`;
  const find = async (transactionId: string) => {
    if (!TRANSACTION.test(transactionId)) return undefined;
    const [row] = await ctx.db
      .select({ status: payments.status, amountPaise: payments.amountPaise, reference: payments.providerReference, orderId: orders.id, name: orders.name, email: orders.email, phone: orders.phoneNumber })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.provider, 'razorpay'), eq(payments.transactionId, transactionId)))
      .limit(1);
    return row;
  };
  const notFound = 'No such Razorpay payment.';

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    scope.get<{ Params: { transactionId: string } }>(`${RAZORPAY_PAGE_PREFIX}/:transactionId`, async (request, reply) => {
      const { transactionId } = request.params;
      const payment = await find(transactionId);
      reply.header('cache-control', 'no-store').header('x-frame-options', 'DENY');
      if (!payment) return reply.code(404).type('text/plain; charset=utf-8').send(notFound);
      const statusPage = `${shopUrl(request)}/status/${transactionId}/${payment.orderId}`;
      // Settled already, or never taken by Razorpay: the status page says how it stands.
      if (payment.status !== 'pending' || !payment.reference) return reply.redirect(statusPage, 303);
      const html = handOffPageHtml(
        {
          key: checkout.keyId,
          order_id: payment.reference,
          amount: payment.amountPaise,
          currency: 'INR',
          name: SHOP_NAME,
          description: `Order ${payment.orderId}`,
          prefill: { name: payment.name, email: payment.email, contact: payment.phone },
          callback_url: `${shopUrl(request)}${RAZORPAY_PAGE_PREFIX}/${transactionId}`,
          redirect: true,
          // One Razorpay order is one attempt of ours: a failed payment comes back to the shop, whose 'Try again' opens a new order.
          retry: { enabled: false },
        },
        checkout.checkoutUrl,
        statusPage,
      );
      return reply.header('content-security-policy', policy).type('text/html; charset=utf-8').send(html);
    });

    scope.post<{ Params: { transactionId: string }; Body: CheckoutReturn | undefined }>(`${RAZORPAY_PAGE_PREFIX}/:transactionId`, async (request, reply) => {
      const { transactionId } = request.params;
      const payment = await find(transactionId);
      reply.header('cache-control', 'no-store');
      if (!payment) return reply.code(404).type('text/plain; charset=utf-8').send(notFound);
      const body = request.body ?? {};
      if (body.razorpay_signature !== undefined) {
        const signed =
          typeof body.razorpay_order_id === 'string' &&
          body.razorpay_order_id === payment.reference &&
          typeof body.razorpay_payment_id === 'string' &&
          checkout.isSigned({ orderId: body.razorpay_order_id, paymentId: body.razorpay_payment_id, signature: String(body.razorpay_signature) });
        if (!signed) {
          request.log.warn({ transactionId }, 'a Razorpay Checkout return with a signature that does not hold was refused');
          return reply.code(403).type('text/plain; charset=utf-8').send(RAZORPAY_RETURN_REFUSED);
        }
      }
      // The fields only say that something happened: Razorpay itself is asked how the order stands.
      try {
        await settlePayment(ctx, transactionId);
      } catch (error) {
        request.log.warn({ err: error, transactionId }, 'Razorpay could not be asked on the Checkout return; the status page asks again');
      }
      return reply.redirect(`${shopUrl(request)}/status/${transactionId}/${payment.orderId}`, 303);
    });
  });
}

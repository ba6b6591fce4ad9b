import type { FastifyRequest } from 'fastify';
import type { PostalLookup } from '../adapters/postal/lookup';
import type { Press } from '../services/orders/press';
import type { OrderDraft } from '../services/orders/place-order';
import { placeOrder, placeOrders, type DeliveryInput, type OrderLine, type ProductOrderLine } from '../services/orders/place-order';
import type { DesignOrderLine } from '../services/orders/design-order-lines';
import { ORDER_MESSAGES } from '../services/orders/order-messages';
import { orderPlacedMail, queueOrderMails } from '../services/orders/order-mail';
import { listOrderViews, orderView } from '../services/orders/order-view';
import { announceStockChange, type OrdersContext } from '../services/orders/orders-context';
import { cancelOwnOrder, returnOwnOrder, type OrderRef } from '../services/orders/shopper-actions';
import { confirmPayment, expireStalePayments, handlePaymentCallback, startGroupPayment, startOnlinePayment } from '../services/payments/online-payment';
import { PAYMENT_MESSAGES } from '../services/payments/payment-messages';
import { envelope, sendJson, type Handlers, type PathOf } from './handler';

interface Deps {
  orders: OrdersContext;
  postal: PostalLookup;
  publicUrl: string;
}

const noStore = { 'cache-control': 'no-store' };
const LAZY_EXPIRY_WAIT_MS = 2000;

/** The checkout press: the page's Idempotency-Key (the contract checks its form) and the shopper's address. */
const pressOf = (request: FastifyRequest): Press => ({ idempotencyKey: request.headers['idempotency-key'] as string | undefined, clientAddress: request.ip });

/** Orders and payment: the session decides whose order it is, never the body. */
export function orderHandlers({ orders: ctx, postal, publicUrl }: Deps): Handlers {
  return {
    async placeCodOrder(request, reply) {
      // The mail is queued with the order (one transaction) and sent after the answer.
      const { order, stock } = await placeOrder(ctx.db, request.user!.id, request.body as OrderDraft, 'cod', (tx, placed) => queueOrderMails(tx, placed, orderPlacedMail), pressOf(request));
      await announceStockChange(ctx, stock);
      return sendJson(reply.headers(noStore), envelope(await orderView(ctx.db, order.id), ORDER_MESSAGES.codPlaced));
    },
    async startOnlinePayment(request, reply) {
      // Only the contract's fields: the service also hands back the order rows it placed.
      const { redirectUrl, orderId, transactionId } = await startOnlinePayment(ctx, { publicUrl }, request.user!.id, request.body as OrderDraft, pressOf(request));
      return sendJson(reply.headers(noStore), envelope({ redirectUrl, orderId, transactionId }));
    },
    async checkoutCart(request, reply) {
      const { items, designs = [], totalAmount, paymentMethod, ...details } = request.body as DeliveryInput & {
        items: ProductOrderLine[];
        designs?: DesignOrderLine[];
        totalAmount: number;
        paymentMethod: 'cod' | 'online';
      };
      const lines: OrderLine[] = [...items, ...designs];
      const userId = request.user!.id;
      if (paymentMethod === 'online') {
        const started = await startGroupPayment(ctx, { publicUrl }, userId, details, lines, totalAmount, pressOf(request));
        const views = await Promise.all(started.orders.map((order) => orderView(ctx.db, order.id)));
        const { redirectUrl, orderId, transactionId } = started;
        return sendJson(reply.headers(noStore), envelope({ orders: views, redirectUrl, orderId, transactionId }));
      }
      const placed = await placeOrders(ctx.db, userId, details, lines, totalAmount, 'cod', {
        fromCart: true,
        ...pressOf(request),
        alsoInTransaction: (tx, rows) => queueOrderMails(tx, rows, orderPlacedMail),
      });
      await announceStockChange(ctx, placed.stock);
      const views = await Promise.all(placed.orders.map((order) => orderView(ctx.db, order.id)));
      return sendJson(reply.headers(noStore), envelope({ orders: views }, ORDER_MESSAGES.codPlaced));
    },
    async confirmPayment(request, reply) {
      const { transactionId, orderId } = request.body as { transactionId: string; orderId: string };
      await confirmPayment(ctx, request.user!.id, transactionId, orderId);
      const view = (await orderView(ctx.db, orderId.toLowerCase(), request.user!.id))!;
      const message =
        view.paymentStatus === 'Paid'
          ? PAYMENT_MESSAGES.paid
          : view.paymentStatus === 'Pending'
            ? PAYMENT_MESSAGES.pending
            : view.paymentStatus === 'Failed'
              ? PAYMENT_MESSAGES.failed
              : view.paymentStatus === 'Refund pending'
                ? PAYMENT_MESSAGES.paidAfterCancel
                : PAYMENT_MESSAGES.cancelled;
      return sendJson(reply.headers(noStore), envelope(view, message));
    },
    async paymentCallback(request, reply) {
      const { response } = request.body as { response: string };
      await handlePaymentCallback(ctx, response, String(request.headers['x-verify'] ?? ''));
      return sendJson(reply, envelope(null, PAYMENT_MESSAGES.callbackReceived));
    },
    async listMyOrders(request, reply) {
      // A shopper who left the payment page never settles it: their stale holds end here too,
      // but a slow provider must not hold the list up for more than a moment.
      const expiring = expireStalePayments(ctx, { userId: request.user!.id });
      await Promise.race([expiring, new Promise((resolve) => setTimeout(resolve, LAZY_EXPIRY_WAIT_MS).unref())]);
      return sendJson(reply.headers(noStore), envelope(await listOrderViews(ctx.db, request.user!.id)));
    },
    async cancelOrder(request, reply) {
      await cancelOwnOrder(ctx, request.user!.id, request.body as OrderRef);
      return sendJson(reply, envelope(null, ORDER_MESSAGES.cancelled));
    },
    async returnOrder(request, reply) {
      await returnOwnOrder(ctx, request.user!.id, request.body as OrderRef);
      return sendJson(reply, envelope(null, ORDER_MESSAGES.returnRequested));
    },
    async lookupPostalCode(request, reply) {
      const { pincode } = request.params as PathOf<'lookupPostalCode'>;
      const place = await postal.lookup(pincode);
      return sendJson(
        reply.header('cache-control', place ? 'private, max-age=86400' : 'no-store'),
        envelope(place ? { found: true, ...place } : { found: false, city: '', state: '' }),
      );
    },
  };
}

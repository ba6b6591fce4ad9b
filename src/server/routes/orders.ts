import type { PostalLookup } from '../adapters/postal/lookup';
import type { Press } from '../services/orders/press';
import { designLine, placeOrder, placeOrders, productLine } from '../services/orders/place-order';
import { ORDER_MESSAGES } from '../services/orders/order-messages';
import { COD_CONFIRM_MESSAGES, confirmCodOrder, confirmCodOrderByCode, recordCodPlaced } from '../services/cod/cod-confirmation';
import { quoteCod } from '../services/cod/cod-quote';
import { orderView } from '../services/orders/order-view';
import { myOrders } from '../services/orders/my-orders';
import { deliveryPromise } from '../services/shipments/delivery-promise';
import { announceStockChange, type OrdersContext } from '../services/orders/orders-context';
import { cancelOwnOrder } from '../services/orders/shopper-actions';
import { requestReturn } from '../services/returns/order-returns';
import type { DocumentStore } from '../adapters/storage/store';
import { readReturnForm } from './return-form-reader';
import { confirmPayment, handlePaymentCallback, startGroupPayment, startOnlinePayment, type PaymentUrls } from '../services/payments/online-payment';
import { PAYMENT_MESSAGES } from '../services/payments/payment-messages';
import { payOnDeliveryInstead, retryChoices, tryPaymentAgain } from '../services/payments/payment-retry';
import type { paths } from '../../api/schema.gen';
import { API_PREFIX } from '../plugins/openapi';
import { envelope, sendJson, sessionHandler, type Handlers, type ShopRequest } from './handler';

interface Deps {
  orders: OrdersContext;
  /** Where return photos are kept. */
  store: DocumentStore;
  postal: PostalLookup;
  publicUrl: string;
}

const noStore = { 'cache-control': 'no-store' };
/** paymentCallback's path in openapi.yaml: typed by the contract, so a moved callback fails tsc. */
export const PAYMENT_CALLBACK_PATH: keyof paths = '/order/callback';

/** The checkout press: the page's Idempotency-Key (the contract checks its form) and the shopper's address. */
const pressOf = (request: ShopRequest<'placeCodOrder' | 'startOnlinePayment' | 'checkoutCart'>): Press => ({
  idempotencyKey: request.headers['idempotency-key'],
  clientAddress: request.ip,
});

/** Orders and payment: the session decides whose order it is, never the body. */
export function orderHandlers({ orders: ctx, store, postal, publicUrl }: Deps) {
  const urls: PaymentUrls = { publicUrl, callbackPath: `${API_PREFIX}${PAYMENT_CALLBACK_PATH}` };
  return {
    placeCodOrder: sessionHandler(async (request, reply) => {
      // The mail is queued with the order (one transaction) and sent after the answer.
      const { order, stock } = await placeOrder(ctx.db, {
        userId: request.user.id,
        draft: request.body,
        method: 'cod',
        press: pressOf(request),
        promise: await deliveryPromise(ctx, request.body.pincode),
        ...(ctx.codeLookups ? { codeLookups: ctx.codeLookups } : {}),
        alsoInTransaction: (tx, placed) => recordCodPlaced(ctx, tx, [placed]),
      });
      await announceStockChange(ctx, stock);
      return sendJson(reply.headers(noStore), envelope(await orderView(ctx.db, order.id), ORDER_MESSAGES.codPlaced));
    }),
    startOnlinePayment: sessionHandler(async (request, reply) => {
      // Only the contract's fields: the service also hands back the order rows it placed.
      const { redirectUrl, orderId, transactionId } = await startOnlinePayment(ctx, urls, request.user.id, request.body, pressOf(request));
      return sendJson(reply.headers(noStore), envelope({ redirectUrl, orderId, transactionId }));
    }),
    checkoutCart: sessionHandler(async (request, reply) => {
      const { items, designs = [], totalAmount, paymentMethod, discountCode, ...details } = request.body;
      const checkout = {
        userId: request.user.id,
        details,
        lines: [...items.map(productLine), ...designs.map(designLine)],
        totalAmount,
        press: pressOf(request),
        ...(discountCode ? { discountCode } : {}),
      };
      if (paymentMethod === 'online') {
        const started = await startGroupPayment(ctx, urls, { ...checkout, fromCart: true });
        const views = await Promise.all(started.orders.map((order) => orderView(ctx.db, order.id)));
        const { redirectUrl, orderId, transactionId } = started;
        return sendJson(reply.headers(noStore), envelope({ orders: views, redirectUrl, orderId, transactionId }));
      }
      const placed = await placeOrders(ctx.db, {
        ...checkout,
        method: 'cod',
        fromCart: true,
        promise: await deliveryPromise(ctx, details.pincode),
        alsoInTransaction: (tx, rows) => recordCodPlaced(ctx, tx, rows),
      });
      await announceStockChange(ctx, placed.stock);
      const views = await Promise.all(placed.orders.map((order) => orderView(ctx.db, order.id)));
      return sendJson(reply.headers(noStore), envelope({ orders: views }, ORDER_MESSAGES.codPlaced));
    }),
    confirmPayment: sessionHandler(async (request, reply) => {
      const { transactionId, orderId } = request.body;
      await confirmPayment(ctx, request.user.id, transactionId, orderId);
      const view = (await orderView(ctx.db, orderId.toLowerCase(), request.user.id))!;
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
    }),
    paymentRetryChoices: sessionHandler(async (request, reply) => {
      return sendJson(reply.headers(noStore), envelope(await retryChoices(ctx, request.user.id, request.query)));
    }),
    retryPayment: sessionHandler(async (request, reply) => {
      const { redirectUrl, orderId, transactionId } = await tryPaymentAgain(ctx, urls, request.user.id, request.body, request.ip);
      return sendJson(reply.headers(noStore), envelope({ redirectUrl, orderId, transactionId }));
    }),
    payOnDeliveryInstead: sessionHandler(async (request, reply) => {
      const placed = await payOnDeliveryInstead(ctx, request.user.id, request.body);
      const views = await Promise.all(placed.map((order) => orderView(ctx.db, order.id)));
      return sendJson(reply.headers(noStore), envelope({ orders: views }, ORDER_MESSAGES.codPlaced));
    }),
    async paymentCallback(request, reply) {
      // The provider checks its own authentication over the body as it was sent (plugins/raw-body.ts).
      await handlePaymentCallback(ctx, { headers: request.headers, body: request.rawBody ?? JSON.stringify(request.body) });
      return sendJson(reply, envelope(null, PAYMENT_MESSAGES.callbackReceived));
    },
    listMyOrders: sessionHandler(async (request, reply) => sendJson(reply.headers(noStore), envelope(await myOrders(ctx, request.user.id)))),
    cancelOrder: sessionHandler(async (request, reply) => {
      await cancelOwnOrder(ctx, request.user.id, request.body);
      return sendJson(reply, envelope(null, ORDER_MESSAGES.cancelled));
    }),
    returnOrder: sessionHandler(async (request, reply) => {
      // The return form's multipart (reason, note, photos); the spec's JSON body works as before.
      const { ref, input } = request.isMultipart()
        ? await readReturnForm(request)
        : { ref: { orderId: request.body.orderId, trackingId: request.body.trackingId }, input: { reason: request.body.reason, note: request.body.note, photos: [], reasonRequired: false } };
      await requestReturn({ ...ctx, store }, request.user.id, ref, input);
      return sendJson(reply, envelope(null, ORDER_MESSAGES.returnRequested));
    }),
    quoteCashOnDelivery: sessionHandler(async (request, reply) => sendJson(reply.headers(noStore), envelope(await quoteCod(ctx.db, request.user.id, request.body)))),
    async confirmCodOrder(request, reply) {
      const confirmed = await confirmCodOrder(ctx, request.body.token);
      const first = confirmed[0]!;
      return sendJson(reply.headers(noStore), envelope({ checkoutNumber: first.checkoutNumber ?? first.trackingId }, COD_CONFIRM_MESSAGES.confirmed));
    },
    confirmCodOrderByCode: sessionHandler(async (request, reply) => {
      const confirmed = await confirmCodOrderByCode(ctx, request.user.id, request.body.orderId, request.body.code.replace(/\s+/g, ''));
      const first = confirmed[0]!;
      return sendJson(reply.headers(noStore), envelope({ checkoutNumber: first.checkoutNumber ?? first.trackingId }, COD_CONFIRM_MESSAGES.confirmed));
    }),
    async lookupPostalCode(request, reply) {
      const { pincode } = request.params;
      const place = await postal.lookup(pincode);
      return sendJson(
        reply.header('cache-control', place ? 'private, max-age=86400' : 'no-store'),
        envelope(place ? { found: true, ...place } : { found: false, city: '', state: '' }),
      );
    },
  } satisfies Partial<Handlers>;
}

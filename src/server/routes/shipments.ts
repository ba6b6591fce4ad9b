import type { DocumentStore } from '../adapters/storage/store';
import type { CatalogueCache } from '../services/catalogue/cache';
import { checkPincode } from '../services/catalogue/content-queries';
import type { OrdersContext } from '../services/orders/orders-context';
import { DomainError } from '../errors';
import { applyCourierUpdate } from '../services/shipments/courier-updates';
import { createShipment, createShipments, shipmentLabel } from '../services/shipments/create-shipment';
import { deliveryPromise } from '../services/shipments/delivery-promise';
import { publicTracking } from '../services/shipments/public-tracking';
import { SHIPMENT_MESSAGES } from '../services/shipments/shipment-messages';
import { DELIVERY_DATE_MESSAGES, deliveryDateRules, saveDeliveryDateRules } from '../services/settings/delivery-dates';
import { envelope, sendJson, sessionHandler, type Handlers } from './handler';
import { sendDownload } from './download';

const noStore = 'no-store';

/**
 * Courier shipments and delivery dates: the pincode check with its date, the
 * courier's webhook, the public tracking page, staff's 'Create shipment' and label, and the
 * dispatch settings.
 */
export function shipmentHandlers(deps: { orders: OrdersContext; store: DocumentStore; cache: CatalogueCache }) {
  const ctx = deps.orders;
  return {
    async checkPincode(request, reply) {
      const { pincode } = request.params;
      // The shop's rule is cached with the catalogue; the date moves with the clock, so it never is.
      const rule = JSON.parse(await deps.cache.get(`pincode-rule:${pincode}`, async () => JSON.stringify(await checkPincode(ctx.db, pincode)))) as { status: boolean; codAvailable: boolean };
      const promise = rule.status ? await deliveryPromise(ctx, pincode) : { stock: null, printed: null };
      return sendJson(reply.header('cache-control', noStore), envelope({ ...rule, deliveryBy: promise.stock, printedDeliveryBy: promise.printed }));
    },
    async courierWebhook(request, reply) {
      const update = ctx.courier.readWebhook(request.headers['x-api-key'], request.body);
      if (update === 'forged') throw new DomainError('UNAUTHORIZED', SHIPMENT_MESSAGES.forged);
      if (update === 'unreadable') throw new DomainError('INVALID_DATA', SHIPMENT_MESSAGES.unreadable);
      return sendJson(reply.header('cache-control', noStore), envelope(await applyCourierUpdate(ctx, update)));
    },
    async trackOrder(request, reply) {
      const { orderId, contact } = request.body;
      return sendJson(reply.header('cache-control', 'private, no-store'), envelope(await publicTracking(ctx.db, orderId, contact)));
    },
    staffCreateShipment: sessionHandler(async (request, reply) => {
      const { order, shipment } = await createShipment(deps, request.params.orderId, request.user.id);
      const data = { status: order.status, paymentStatus: order.paymentStatus, awb: shipment.awb, courier: shipment.courierName };
      return sendJson(reply.header('cache-control', noStore), envelope(data, SHIPMENT_MESSAGES.created(shipment.awb, shipment.courierName)));
    }),
    staffCreateShipments: sessionHandler(async (request, reply) => {
      const results = await createShipments(deps, request.body.orderIds, request.user.id);
      const shipped = results.filter((result) => result.shipped).length;
      return sendJson(reply.header('cache-control', noStore), envelope({ results }, `${shipped} of ${results.length} orders shipped.`));
    }),
    async staffShipmentLabel(request, reply) {
      const { pdf, awb } = await shipmentLabel(deps, request.params.orderId);
      return sendDownload(reply, `label-${awb}.pdf`, pdf);
    },
    async staffGetDeliveryDates(_request, reply) {
      return sendJson(reply.header('cache-control', noStore), envelope(await deliveryDateRules(ctx.db)));
    },
    staffSetDeliveryDates: sessionHandler(async (request, reply) => {
      const saved = await saveDeliveryDateRules(ctx.db, request.body);
      return sendJson(reply, envelope(saved, DELIVERY_DATE_MESSAGES.saved));
    }),
  } satisfies Partial<Handlers>;
}

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CourierUnavailableError } from '../../adapters/couriers/provider';
import type { DocumentStore } from '../../adapters/storage/store';
import { orders, shipmentEvents, shipments } from '../../db/schema';
import { DomainError } from '../../errors';
import { moveOrder } from '../orders/change-status';
import { orderMail } from '../orders/order-mail';
import { ORDER_MESSAGES } from '../orders/order-messages';
import type { OrdersContext } from '../orders/orders-context';
import type { OrderRow } from '../orders/place-order';
import { SHIPMENT_MAIL_LINES, SHIPMENT_MESSAGES } from './shipment-messages';
import { shipmentOrderOf } from './shipment-order';

export type ShipmentRow = typeof shipments.$inferSelect;

export interface ShipmentDeps {
  orders: OrdersContext;
  store: DocumentStore;
}

/** Orders this server is shipping now: a double click must not book two parcels with the courier. */
const underWay = new Set<string>();

/** A private document key for a label (the public document route never serves it). */
export const SHIPPING_LABEL_PREFIX = 'shipping-label-';
export const isShippingLabelKey = (key: string) => key.startsWith(SHIPPING_LABEL_PREFIX);

/**
 * Staff's 'Create shipment' on an order ready to go (Processing, paid or cash on delivery): the
 * courier books it and gives an AWB and a label; the label is kept, and in one transaction the
 * shipment is written, the order moves to Shipped and the shopper's mail (courier, AWB, the
 * promised day) is queued. A courier that fails leaves everything as it was.
 */
export async function createShipment(deps: ShipmentDeps, orderId: string, staffUserId: string): Promise<{ order: OrderRow; shipment: ShipmentRow }> {
  const ctx = deps.orders;
  const id = orderId.toLowerCase();
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order) throw new DomainError('NOT_FOUND', ORDER_MESSAGES.notFound);
  const [existing] = await ctx.db.select({ awb: shipments.awb }).from(shipments).where(eq(shipments.orderId, id)).limit(1);
  if (existing) throw new DomainError('CONFLICT', SHIPMENT_MESSAGES.alreadyShipped(existing.awb));
  if (order.status !== 'Processing') throw new DomainError('CONFLICT', SHIPMENT_MESSAGES.notReady(order.status));
  if (order.paymentStatus !== 'Paid' && order.paymentStatus !== 'COD pending') throw new DomainError('CONFLICT', SHIPMENT_MESSAGES.notPaid);
  if (underWay.has(id)) throw new DomainError('CONFLICT', SHIPMENT_MESSAGES.underWay);
  underWay.add(id);
  try {
    const facts = await shipmentOrderOf(ctx.db, order);
    const made = await ctx.courier.createShipment(facts).catch((error: unknown) => {
      if (error instanceof CourierUnavailableError) throw new DomainError('UNAVAILABLE', SHIPMENT_MESSAGES.courierFailed(error.message));
      throw error;
    });
    const labelKey = `${SHIPPING_LABEL_PREFIX}${randomUUID()}.pdf`;
    await deps.store.put(labelKey, made.label);
    let shipment: ShipmentRow | undefined;
    try {
      const moved = await moveOrder(ctx, order, 'Shipped', {
        alsoInTransaction: async (tx) => {
          [shipment] = await tx
            .insert(shipments)
            .values({
              orderId: id,
              provider: ctx.courier.name,
              awb: made.awb,
              courierName: made.courierName,
              providerOrderId: made.providerOrderId,
              providerShipmentId: made.providerShipmentId,
              state: 'created',
              labelKey,
              trackingUrl: made.trackingUrl,
              createdBy: staffUserId,
            })
            .returning();
          await tx.insert(shipmentEvents).values({ shipmentId: shipment!.id, eventKey: 'created', state: 'created', label: `Shipment created with ${made.courierName}`, occurredAt: new Date() });
        },
        mail: (mailFacts) =>
          orderMail(mailFacts, `Order shipped: ${order.trackingId}`, [...SHIPMENT_MAIL_LINES.shipped(made.courierName, made.awb, order.promisedDeliveryOn)], '/user-orders'),
      });
      return { order: moved, shipment: shipment! };
    } catch (error) {
      await deps.store.delete(labelKey).catch(() => {});
      throw error;
    }
  } finally {
    underWay.delete(id);
  }
}

export interface BulkShipmentResult {
  orderId: string;
  shipped: boolean;
  awb: string | null;
  message: string;
}

/** 'Create shipment' for many orders, one after another: each is shipped or says why not; one failing stops none of the others. */
export async function createShipments(deps: ShipmentDeps, orderIds: string[], staffUserId: string): Promise<BulkShipmentResult[]> {
  const results: BulkShipmentResult[] = [];
  for (const orderId of [...new Set(orderIds.map((one) => one.toLowerCase()))]) {
    try {
      const { shipment } = await createShipment(deps, orderId, staffUserId);
      results.push({ orderId, shipped: true, awb: shipment.awb, message: SHIPMENT_MESSAGES.created(shipment.awb, shipment.courierName) });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      results.push({ orderId, shipped: false, awb: null, message: error.message });
    }
  }
  return results;
}

/** The label of an order's shipment, for staff to print. */
export async function shipmentLabel(deps: ShipmentDeps, orderId: string): Promise<{ pdf: Buffer; awb: string; trackingId: string }> {
  const [row] = await deps.orders.db
    .select({ labelKey: shipments.labelKey, awb: shipments.awb, trackingId: orders.trackingId })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(shipments.orderId, orderId.toLowerCase()))
    .limit(1);
  if (!row) throw new DomainError('NOT_FOUND', SHIPMENT_MESSAGES.noLabel);
  const pdf = await deps.store.read(row.labelKey);
  if (!pdf) throw new DomainError('NOT_FOUND', SHIPMENT_MESSAGES.noLabel);
  return { pdf, awb: row.awb, trackingId: row.trackingId };
}

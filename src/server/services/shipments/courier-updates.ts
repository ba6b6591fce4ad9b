import { and, eq, sql } from 'drizzle-orm';
import type { CourierEvent, CourierUpdate } from '../../adapters/couriers/provider';
import { orders, shipmentEvents, shipments } from '../../db/schema';
import { DomainError } from '../../errors';
import { REFUSED_DELIVERY_STATUS } from '../../../shared/order-states';
import { SHIPMENT_STATE_RANK, type ShipmentState } from '../../../shared/shipment-states';
import { moveOrder } from '../orders/change-status';
import { orderMail, queueOrderMails } from '../orders/order-mail';
import { exactInr } from '../orders/pricing';
import type { OrdersContext } from '../orders/orders-context';
import type { Tx } from '../orders/stock';
import { SHIPMENT_MAIL_LINES } from './shipment-messages';
import type { ShipmentRow } from './create-shipment';

/** A repeat of an event already kept: the move it rode on is rolled back. */
class AlreadyRecorded extends Error {}

/** What one update did: how many events were new, and the shipment's state after it. */
export interface AppliedUpdate {
  known: boolean;
  newEvents: number;
  state: ShipmentState | null;
}

/**
 * Keeps the event (once: its key) and moves the shipment's state forward when the event does;
 * answers whether the state moved. Runs in the caller's transaction.
 */
async function recordEvent(tx: Tx, shipment: ShipmentRow, event: CourierEvent): Promise<'repeat' | 'kept' | 'moved'> {
  const [kept] = await tx
    .insert(shipmentEvents)
    .values({ shipmentId: shipment.id, eventKey: event.key, state: event.state, label: event.label.slice(0, 200), location: event.location.slice(0, 200), occurredAt: event.at })
    .onConflictDoNothing()
    .returning({ id: shipmentEvents.id });
  if (!kept) return 'repeat';
  if (!event.state || SHIPMENT_STATE_RANK[event.state] <= SHIPMENT_STATE_RANK[shipment.state]) return 'kept';
  const [moved] = await tx
    .update(shipments)
    .set({ state: event.state, updatedAt: sql`now()` })
    .where(and(eq(shipments.id, shipment.id), eq(shipments.state, shipment.state)))
    .returning({ id: shipments.id });
  return moved ? 'moved' : 'kept';
}

/**
 * One courier event applied exactly once. Delivered and RTO move the order too (Delivered; or
 * 'Returned to origin' with its units back and a paid order refunded, which the COD rule on
 * refused deliveries counts), in the same transaction as the
 * event, so a replay finds the event kept and changes nothing; Out for delivery mails the
 * shopper. An order that cannot make the move any more (staff marked it already) keeps the
 * event on its timeline only.
 */
async function applyEvent(ctx: OrdersContext, shipment: ShipmentRow, event: CourierEvent): Promise<boolean> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, shipment.orderId)).limit(1);
  if (!order) return false;
  const orderMove = event.state === 'delivered' ? 'Delivered' : event.state === 'rto' ? REFUSED_DELIVERY_STATUS : null;
  if (orderMove && order.status === 'Shipped' && SHIPMENT_STATE_RANK[event.state!] > SHIPMENT_STATE_RANK[shipment.state]) {
    try {
      await moveOrder(ctx, order, orderMove, {
        ...(orderMove === REFUSED_DELIVERY_STATUS
          ? {
              mail: (facts) => {
                const moved = facts.orders[0]!;
                const refund = moved.paymentStatus === 'Refund pending' ? [SHIPMENT_MAIL_LINES.refundStarted(exactInr(moved.totalPaise))] : [];
                return orderMail(facts, `Order returned to us: ${order.trackingId}`, [SHIPMENT_MAIL_LINES.returnedToOrigin, ...refund], '/user-orders');
              },
            }
          : {}),
        alsoInTransaction: async (tx) => {
          if ((await recordEvent(tx, shipment, event)) === 'repeat') throw new AlreadyRecorded();
        },
      });
      return true;
    } catch (error) {
      if (error instanceof AlreadyRecorded) return false;
      // Moved meanwhile by someone else: the event still joins the timeline below.
      if (!(error instanceof DomainError && error.kind === 'CONFLICT')) throw error;
    }
  }
  return ctx.db.transaction(async (tx) => {
    const outcome = await recordEvent(tx, shipment, event);
    if (outcome === 'moved' && event.state === 'out_for_delivery') {
      await queueOrderMails(tx, order, (facts) => orderMail(facts, `Out for delivery: ${order.trackingId}`, SHIPMENT_MAIL_LINES.outForDelivery(shipment.courierName, shipment.awb), '/user-orders'), ctx.publicUrl);
    }
    return outcome !== 'repeat';
  });
}

/**
 * A verified courier update (webhook or tracking): its events in the order they happened, each
 * applied once. An AWB the shop never made is answered as unknown and changes nothing.
 */
export async function applyCourierUpdate(ctx: OrdersContext, update: CourierUpdate): Promise<AppliedUpdate> {
  const find = async () => (await ctx.db.select().from(shipments).where(and(eq(shipments.provider, ctx.courier.name), eq(shipments.awb, update.awb))).limit(1))[0];
  let shipment = await find();
  if (!shipment) return { known: false, newEvents: 0, state: null };
  let newEvents = 0;
  for (const event of [...update.events].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (await applyEvent(ctx, shipment, event)) newEvents += 1;
    shipment = (await find())!;
  }
  return { known: true, newEvents, state: shipment.state };
}

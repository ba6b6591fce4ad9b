import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipmentEvents, shipments } from '../../db/schema';
import type { components } from '../../../api/schema.gen';

export type ShipmentView = components['schemas']['Shipment'];

/**
 * The shipments of some orders as the shopper sees them (My Orders, the tracking page): the
 * courier, the AWB, where the parcel is and its timeline, oldest first. Never the label or the
 * courier's own ids.
 */
export async function shipmentViews(db: Pick<Db, 'select'>, orderIds: string[]): Promise<Map<string, ShipmentView>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(shipments).where(inArray(shipments.orderId, orderIds));
  if (rows.length === 0) return new Map();
  const events = await db
    .select()
    .from(shipmentEvents)
    .where(
      inArray(
        shipmentEvents.shipmentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.receivedAt));
  return new Map(
    rows.map((row) => [
      row.orderId,
      {
        courier: row.courierName,
        awb: row.awb,
        state: row.state,
        trackingUrl: row.trackingUrl,
        shippedAt: row.createdAt.toISOString(),
        events: events
          .filter((event) => event.shipmentId === row.id)
          .map((event) => ({ at: event.occurredAt.toISOString(), label: event.label, location: event.location, state: event.state })),
      },
    ]),
  );
}

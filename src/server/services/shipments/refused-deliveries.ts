import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, shipments } from '../../db/schema';

/** How far back a COD rule looks at refused parcels (h/cod's rule reads it). */
export const REFUSED_DELIVERY_WINDOW_DAYS = 90;

/**
 * How many of an account's parcels came back to the shop (RTO: refused at the door, or the
 * shopper could not be reached) since `since`, by when the courier said so.
 */
export async function countRefusedDeliveries(db: Pick<Db, 'select'>, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ refused: count() })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(orders.userId, userId), eq(shipments.state, 'rto'), gte(shipments.updatedAt, since)));
  return row?.refused ?? 0;
}

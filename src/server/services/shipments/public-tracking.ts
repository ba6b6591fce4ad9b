import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs, orders, products, users } from '../../db/schema';
import { DomainError } from '../../errors';
import type { components } from '../../../api/schema.gen';
import { designLineColumns, orderLineName } from '../orders/order-lines';
import { ESTIMATED_DELIVERY_DAYS } from '../../../shared/order-states';
import { SHIPMENT_MESSAGES } from './shipment-messages';
import { shipmentViews } from './shipment-views';

export type PublicTracking = components['schemas']['PublicTracking'];

const DAY_MS = 24 * 3600 * 1000;
const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The contact matches the order: its e-mail (typed at checkout, or the account's) or its phone numbers' last 10 digits. */
function contactMatches(contact: string, order: { email: string; phoneNumber: string; alternativeNumber: string | null; accountEmail: string | null }): boolean {
  const typed = contact.trim().toLowerCase();
  if (typed.includes('@')) return typed === order.email.trim().toLowerCase() || typed === order.accountEmail?.toLowerCase();
  const digits = digitsOf(typed).slice(-10);
  return digits.length === 10 && [order.phoneNumber, order.alternativeNumber ?? ''].some((phone) => digitsOf(phone).slice(-10) === digits);
}

/**
 * The public tracking page's answer for an order id (its tracking id, or the order's own id) and
 * the e-mail or phone it was placed with. A wrong pair is answered exactly as an unknown order,
 * so the page tells a stranger nothing. It shows the parcel's journey, never the address.
 */
export async function publicTracking(db: Db, orderRef: string, contact: string): Promise<PublicTracking> {
  const ref = orderRef.trim();
  const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);
  const [row] = await db
    .select({ order: orders, accountEmail: users.email, productName: products.name, ...designLineColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(products, eq(products.id, orders.productId))
    .leftJoin(designs, eq(designs.id, orders.designId))
    .where(byId ? eq(orders.id, ref.toLowerCase()) : sql`upper(${orders.trackingId}) = ${ref.toUpperCase()}`)
    .limit(1);
  if (!row || !contactMatches(contact, { ...row.order, accountEmail: row.accountEmail })) throw new DomainError('NOT_FOUND', SHIPMENT_MESSAGES.trackNotFound);
  const { order } = row;
  const shipment = (await shipmentViews(db, [order.id])).get(order.id) ?? null;
  return {
    trackingId: order.trackingId,
    status: order.status,
    item: orderLineName({ designId: order.designId, productName: row.productName, designGarment: row.designGarment }),
    quantity: order.quantity,
    size: order.size,
    createdAt: order.createdAt.toISOString(),
    estimatedDelivery: new Date(order.createdAt.getTime() + ESTIMATED_DELIVERY_DAYS * DAY_MS).toISOString(),
    promisedDelivery: order.promisedDeliveryOn,
    deliveredAt: order.deliveredAt ? order.deliveredAt.toISOString() : null,
    shipment,
  };
}

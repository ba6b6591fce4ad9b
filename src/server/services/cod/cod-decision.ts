import { and, eq, gte, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { checkPincode } from '../catalogue/content-queries';
import type { Tx } from '../orders/stock';
import { COD_REFUSAL_WINDOW_DAYS, decideCod, type CodDecision } from '../../../shared/cod-rules';
import { REFUSED_DELIVERY_STATUS } from '../../../shared/order-states';
import { codSettings, pincodeBlockedForCod } from './cod-settings';

/** One checkout as the COD rules need it; the value is what the shopper pays before any COD fee. */
export interface CodCheckout {
  userId: string;
  pincode: string;
  valuePaise: number;
  hasDesign: boolean;
  productsAllowCod: boolean;
  /** The pincode's delivery rule when the caller has read it already. */
  area?: { status: boolean; codAvailable: boolean };
}

/**
 * The account's refused deliveries (RTO) in the last 90 days: its orders that came back to the
 * shop undelivered, one per purchase (a refused parcel of three lines is one refusal).
 */
export async function refusedDeliveries(tx: Tx, userId: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - COD_REFUSAL_WINDOW_DAYS * 24 * 3600 * 1000);
  const [row] = await tx
    .select({ count: sql<number>`cast(count(distinct coalesce(${orders.checkoutNumber}, ${orders.trackingId})) as integer)` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, REFUSED_DELIVERY_STATUS), gte(orders.updatedAt, since)));
  return Number(row?.count ?? 0);
}

/**
 * The shop's one COD decision for a checkout (Buy Now, 'Checkout all', 'Pay on delivery
 * instead' and the checkout page's sentence): the settings, staff's pincode list, the
 * pincode's delivery rule and the account's refused deliveries, read now.
 */
export async function decideCheckoutCod(tx: Tx, checkout: CodCheckout): Promise<CodDecision> {
  const area = checkout.area ?? (await checkPincode(tx, checkout.pincode));
  const [settings, pincodeBlocked, refusals] = [await codSettings(tx), await pincodeBlockedForCod(tx, checkout.pincode), await refusedDeliveries(tx, checkout.userId)];
  return decideCod(settings, {
    valuePaise: checkout.valuePaise,
    hasDesign: checkout.hasDesign,
    productsAllowCod: checkout.productsAllowCod,
    areaAllowsCod: area.status && area.codAvailable,
    pincodeBlocked,
    refusals,
  });
}

import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { DomainError } from '../../errors';
import { ORDER_MESSAGES } from './order-messages';
import { UNPAID_HOLD_LIMITS } from './order-rules';
import { lockName } from './press';
import { exactInr } from './pricing';
import type { Tx } from './stock';

/** What a new unpaid checkout would take off the shelf: its product lines (designs take no stock). */
export interface NewHold {
  units: number;
  valuePaise: number;
}

async function heldBy(tx: Tx, who: SQL) {
  const [row] = await tx
    .select({
      checkouts: sql<number>`cast(count(distinct coalesce(${orders.checkoutId}, ${orders.id})) as integer)`,
      units: sql<number>`cast(coalesce(sum(${orders.quantity}), 0) as integer)`,
      valuePaise: sql<number>`cast(coalesce(sum(${orders.totalPaise}), 0) as bigint)`,
    })
    .from(orders)
    .where(and(who, eq(orders.status, 'Pending payment'), isNotNull(orders.variantId)));
  return { checkouts: Number(row?.checkouts ?? 0), units: Number(row?.units ?? 0), valuePaise: Number(row?.valuePaise ?? 0) };
}

function over(held: { checkouts: number; units: number; valuePaise: number }, hold: NewHold, limits: { checkouts: number; units: number; valuePaise: number }): boolean {
  return held.checkouts + 1 > limits.checkouts || held.units + hold.units > limits.units || held.valuePaise + hold.valuePaise > limits.valuePaise;
}

/**
 * Inside an online checkout's transaction, before any stock is taken: refuses a checkout that
 * would take the shopper's, or their network address's, unpaid holds past UNPAID_HOLD_LIMITS.
 * The shopper and the address are locked first, so parallel checkouts are counted one by one.
 */
export async function checkUnpaidHolds(tx: Tx, userId: string, clientAddress: string | undefined, hold: NewHold): Promise<void> {
  if (hold.units === 0) return;
  await lockName(tx, `unpaid-holds:shopper:${userId}`);
  const { perShopper, perAddress } = UNPAID_HOLD_LIMITS;
  if (over(await heldBy(tx, eq(orders.userId, userId)), hold, perShopper)) {
    throw new DomainError('CONFLICT', ORDER_MESSAGES.shopperHoldLimit(perShopper.checkouts, perShopper.units, exactInr(perShopper.valuePaise)));
  }
  if (!clientAddress) return;
  await lockName(tx, `unpaid-holds:address:${clientAddress}`);
  if (over(await heldBy(tx, eq(orders.clientAddress, clientAddress)), hold, perAddress)) {
    throw new DomainError('CONFLICT', ORDER_MESSAGES.addressHoldLimit);
  }
}

import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopSettings } from '../../db/schema';
import { DomainError } from '../../errors';
import { DEFAULT_DELIVERY_RULE, MAX_DELIVERY_SETTING_PAISE, type DeliveryRule } from '../../../shared/delivery-charge';

type Reader = Pick<Db, 'select'>;

export const SETTINGS_MESSAGES = {
  saved: 'Delivery charge saved.',
  wholeRupees: 'Enter whole rupees from 0 to 1,00,000.',
} as const;

/** The delivery rule now (the defaults until staff first save one). */
export async function deliveryRule(db: Reader): Promise<DeliveryRule> {
  const [row] = await db
    .select({ freeDeliveryFromPaise: shopSettings.freeDeliveryFromPaise, deliveryChargePaise: shopSettings.deliveryChargePaise })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1))
    .limit(1);
  return row ?? DEFAULT_DELIVERY_RULE;
}

/** Staff set the delivery rule; figures are checked here too, whatever called. */
export async function saveDeliveryRule(db: Db, rule: DeliveryRule): Promise<DeliveryRule> {
  for (const paise of [rule.freeDeliveryFromPaise, rule.deliveryChargePaise]) {
    if (!Number.isInteger(paise) || paise < 0 || paise > MAX_DELIVERY_SETTING_PAISE || paise % 100 !== 0) {
      throw new DomainError('INVALID_DATA', SETTINGS_MESSAGES.wholeRupees);
    }
  }
  await db
    .insert(shopSettings)
    .values({ id: 1, ...rule })
    .onConflictDoUpdate({ target: shopSettings.id, set: { ...rule, updatedAt: sql`now()` } });
  return rule;
}

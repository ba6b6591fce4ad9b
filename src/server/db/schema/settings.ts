import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * Settings staff change from the admin screens, one row (id 1). A missing row reads as the
 * defaults (src/shared/delivery-charge.ts), so a fresh database needs no seed for it.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** A cart checkout whose items come to at least this much is delivered free. */
    freeDeliveryFromPaise: integer('free_delivery_from_paise').notNull(),
    /** What delivery costs below that. */
    deliveryChargePaise: integer('delivery_charge_paise').notNull(),
    /** Working days to hand a stock item to the courier, and a printed design (src/shared/delivery-date.ts). */
    dispatchDaysStock: smallint('dispatch_days_stock').notNull().default(1),
    dispatchDaysPrinted: smallint('dispatch_days_printed').notNull().default(3),
    /** Orders from this hour (India time) count from the next working day. */
    dispatchCutoffHour: smallint('dispatch_cutoff_hour').notNull().default(14),
    /** Days the shop and couriers do not work, 'YYYY-MM-DD' (Sundays never count either). */
    holidays: jsonb('holidays').$type<string[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_settings_one_row', sql`${t.id} = 1`),
    check('shop_settings_delivery_not_negative', sql`${t.freeDeliveryFromPaise} >= 0 and ${t.deliveryChargePaise} >= 0`),
    check('shop_settings_dispatch_days', sql`${t.dispatchDaysStock} between 0 and 30 and ${t.dispatchDaysPrinted} between 0 and 30 and ${t.dispatchCutoffHour} between 0 and 23`),
  ],
);

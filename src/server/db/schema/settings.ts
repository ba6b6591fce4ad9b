import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
    /** Who gets the owner's alerts (new order, payment failure, cancellation, return request) and the daily mails; empty: nobody. */
    alertEmails: text('alert_emails').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_settings_one_row', sql`${t.id} = 1`),
    check('shop_settings_delivery_not_negative', sql`${t.freeDeliveryFromPaise} >= 0 and ${t.deliveryChargePaise} >= 0`),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { CodFeeKind } from '../../../shared/cod-rules';

/**
 * Settings staff change from the admin screens, one row (id 1). A missing row reads as the
 * defaults (src/shared/delivery-charge.ts, src/shared/cod-rules.ts), so a fresh database needs
 * no seed for it.
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
    /** Cash on Delivery only for orders of at least this value (0: no minimum). */
    codMinPaise: integer('cod_min_paise').notNull().default(0),
    /** Cash on Delivery only for orders up to this value; null: no maximum. */
    codMaxPaise: integer('cod_max_paise'),
    /** The COD fee: a flat amount (paise) or a percent of the order value (basis points, 250 = 2.5 %). */
    codFeeKind: text('cod_fee_kind').$type<CodFeeKind>().notNull().default('flat'),
    codFeeValue: integer('cod_fee_value').notNull().default(0),
    /** No COD at all for an order with a custom design. */
    codOffForDesigns: boolean('cod_off_for_designs').notNull().default(false),
    /** A COD order with a custom design waits for the shopper's confirmation. */
    codConfirmDesigns: boolean('cod_confirm_designs').notNull().default(true),
    /** A COD order above this value waits for the shopper's confirmation; null: none does for its value. */
    codConfirmAbovePaise: integer('cod_confirm_above_paise'),
    /** No COD for an account with at least this many refused deliveries (RTO) in 90 days; null: no limit. */
    codMaxRefusals: integer('cod_max_refusals'),
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
    check('shop_settings_cod_fee_kind', sql`${t.codFeeKind} in ('flat', 'percent')`),
    check('shop_settings_cod_not_negative', sql`${t.codMinPaise} >= 0 and ${t.codFeeValue} >= 0 and coalesce(${t.codMaxPaise}, 0) >= 0`),
    check('shop_settings_dispatch_days', sql`${t.dispatchDaysStock} between 0 and 30 and ${t.dispatchDaysPrinted} between 0 and 30 and ${t.dispatchCutoffHour} between 0 and 23`),
  ],
);

/** Pincodes staff took Cash on Delivery away from (a courier's bad record there, fraud). */
export const codBlockedPincodes = pgTable('cod_blocked_pincodes', {
  pincode: text('pincode').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The offline pincode directory (data.gov.in's All India Pincode Directory, one row per
 * pincode; loaded by services/postal/pincode-directory.ts when empty). Block fills city, as
 * India Post's answer does.
 */
export const pincodeDirectory = pgTable('pincode_directory', {
  pincode: text('pincode').primaryKey(),
  block: text('block').notNull(),
  district: text('district').notNull(),
  state: text('state').notNull(),
});

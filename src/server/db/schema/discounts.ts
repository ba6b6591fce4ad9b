import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DiscountKind, DiscountScope } from '../../../shared/discount-rules';
import { orders } from './orders';
import { users } from './users';

/**
 * Discount codes staff make. A code is stored in upper case and matched without
 * regard to case. `usesCount` is raised in the order's transaction while the row is locked,
 * so two shoppers racing for the last use cannot both have it. A code that has been used is
 * never deleted (its orders and invoices name it): deleting it sets `endedAt` instead.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    kind: text('kind').$type<DiscountKind>().notNull(),
    /** Whole percent (1-90) for 'percent'; null for 'flat'. */
    percentOff: integer('percent_off'),
    /** The rupees off for 'flat', in paise; null for 'percent'. */
    amountOffPaise: integer('amount_off_paise'),
    /** The items the code covers must come to at least this much (0: no minimum). */
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    /** The most a 'percent' code takes off; null: no cap. */
    maxDiscountPaise: integer('max_discount_paise'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    /** Uses in all; null: no limit. */
    totalUses: integer('total_uses'),
    /** Uses per shopper; null: no limit. */
    usesPerShopper: integer('uses_per_shopper'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** What the code is limited to: categories, sub-categories and 'studio-designs'; empty: everything. */
    scope: text('scope').array().$type<DiscountScope[]>().notNull().default(sql`'{}'::text[]`),
    paused: boolean('paused').notNull().default(false),
    /** Set when staff delete a code that has been used: it no longer applies, its history stays. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    usesCount: integer('uses_count').notNull().default(0),
    discountGivenPaise: integer('discount_given_paise').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_key').on(t.code),
    check('discount_codes_kind', sql`${t.kind} in ('percent', 'flat')`),
    check(
      'discount_codes_amount',
      sql`(${t.kind} = 'percent' and ${t.percentOff} between 1 and 90 and ${t.amountOffPaise} is null) or (${t.kind} = 'flat' and ${t.amountOffPaise} > 0 and ${t.percentOff} is null)`,
    ),
    check('discount_codes_uses_within_limit', sql`${t.totalUses} is null or ${t.usesCount} <= ${t.totalUses}`),
  ],
);

/** One use of a code: a checkout placed with it (its first order), by whom, and what it took off. */
export const discountUses = pgTable(
  'discount_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    discountPaise: integer('discount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discount_uses_code_user_idx').on(t.codeId, t.userId), uniqueIndex('discount_uses_order_key').on(t.orderId)],
);

import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ReturnReason } from '../../../shared/return-rules';
import { orders } from './orders';
import { users } from './users';

/**
 * A shopper's request to return a delivered order (beyond the spec's bare call): the reason,
 * an optional note and up to 3 photos (document keys), and the staff's decision. An order whose
 * return was refused (back to Delivered) may be asked for again within the window, so an order
 * can have several; the newest is the one shown.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** A value of RETURN_REASONS; null for a request sent with the spec's body alone (trackingId, orderId). */
    reason: text('reason').$type<ReturnReason>(),
    note: text('note').notNull().default(''),
    photos: text('photos').array().notNull().default([]),
    decision: text('decision', { enum: ['pending', 'accepted', 'refused'] }).notNull().default('pending'),
    /** What staff told the shopper when refusing. */
    refusalReason: text('refusal_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('order_returns_order_idx').on(t.orderId, t.requestedAt)],
);

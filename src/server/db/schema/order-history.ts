import { bigint, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../../../shared/order-states';
import { orders } from './orders';
import { users } from './users';

/** Who made a status move: the shopper, a staff member, or the shop itself (payments, expiry, refunds). */
export type StatusActorKind = 'shopper' | 'staff' | 'system';

/**
 * Every status an order went through, with who moved it and when (the staff order page's
 * history). Written in the transaction that moves the order, so the history and the order
 * never disagree; the first row (from null) is the order being placed.
 */
export const orderStatusMoves = pgTable(
  'order_status_moves',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    actorKind: text('actor_kind').$type<StatusActorKind>().notNull(),
    /** The shopper or staff member; null for the shop itself (or an account since deleted). */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the shop noted about a move it made itself ('payment failed', 'hold expired'). */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_moves_order_idx').on(t.orderId, t.id)],
);

/**
 * Mails the shop sends once a day (the owner's digest, the stock alert): the server that
 * inserts a day's row sends it, in the same transaction, so two servers never send it twice.
 */
export const dailyRuns = pgTable(
  'daily_runs',
  {
    job: text('job').notNull(),
    /** The Indian calendar day it was sent for. */
    day: date('day').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.day] })],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RefundStatus } from '../../../shared/refund-rules';
import { orders } from './orders';
import { users } from './users';

/**
 * The money an order gives back, one row per order (the unique key is what makes a refund
 * happen once, whichever cancel, callback or staff click comes first). Written in the same
 * transaction that cancels or returns the order; services/refunds issues it afterwards.
 * `provider` is the payment provider that took the money ('sandbox', 'phonepe'), or 'cod' for
 * cash on delivery, which staff pay out by bank transfer to the account the shopper gives.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    /** Ours, sent to the provider as its refund's merchant transaction id: fixed, so a repeated call names the same refund. */
    refundId: text('refund_id').notNull(),
    /** The paid transaction the refund goes back against (null for cash on delivery). */
    paymentTransactionId: text('payment_transaction_id'),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    /** The provider's own id for the refund (PhonePe's transactionId), or the bank transfer's reference staff typed. */
    providerReference: text('provider_reference'),
    /** Calls made to the provider so far, and why the last one did not go through. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the sweep may try an unreachable provider again. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff who marked a cash-on-delivery refund paid out. */
    paidOutBy: uuid('paid_out_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_order_key').on(t.orderId),
    uniqueIndex('refunds_refund_id_key').on(t.refundId),
    index('refunds_status_idx').on(t.status, t.nextAttemptAt),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * The bank account a cash-on-delivery shopper gives for their refund, one per order. Kept
 * apart from the refund so that it can be given when the return is asked for, before any
 * refund exists; staff read it whole, the shopper sees it masked.
 */
export const refundBankAccounts = pgTable(
  'refund_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    accountHolder: text('account_holder').notNull(),
    accountNumber: text('account_number').notNull(),
    ifsc: text('ifsc').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refund_bank_accounts_order_key').on(t.orderId)],
);

/** The sandbox gateway's refunds page of its ledger: what it gave back, against which of its payments. */
export const sandboxGatewayRefunds = pgTable(
  'sandbox_gateway_refunds',
  {
    refundId: text('refund_id').primaryKey(),
    transactionId: text('transaction_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    state: text('state', { enum: ['COMPLETED', 'FAILED'] }).notNull(),
    /** The gateway's own reference for the refund. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_gateway_refunds_transaction_idx').on(t.transactionId)],
);

import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in sandbox payment gateway's own ledger. It stands for the gateway's side of the
 * wire (the shop's side is the `payments` table), so that the sandbox behaves like a real
 * redirect gateway and works the same with several app servers on one database.
 */
export const sandboxGatewayPayments = pgTable('sandbox_gateway_payments', {
  transactionId: text('transaction_id').primaryKey(),
  merchantOrderId: text('merchant_order_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  state: text('state', { enum: ['PENDING', 'COMPLETED', 'FAILED', 'CANCELLED', 'REFUNDED'] }).notNull(),
  /** Where the shopper's browser goes after Pay, Fail or Cancel. */
  redirectUrl: text('redirect_url').notNull(),
  /** Where the gateway posts its signed server-to-server callback. */
  callbackUrl: text('callback_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A picture of a queued mail: the `cid` its HTML uses and the stored document to attach. */
export interface QueuedImage {
  cid: string;
  documentKey: string;
}

/**
 * Order mails waiting to be sent (services/mail-queue). A mail is written in the same
 * transaction as the order change it tells of, so a placed order always has its mail and a
 * rolled-back one never does; each app server's sender takes due rows with FOR UPDATE SKIP
 * LOCKED, sends them and marks them sent, or tries again later with a growing delay.
 * The identity id keeps a checkout's mails in the order they were written.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /**
     * Stored pictures the HTML shows inline (`cid:`): the sender reads each from the document
     * store and attaches it, so a queued mail holds keys, not image bytes.
     */
    inlineImages: jsonb('inline_images').$type<QueuedImage[]>(),
    /** A tax invoice to attach as a PDF, drawn when the mail is sent (an invoice never changes once issued). */
    invoiceId: uuid('invoice_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sends tried so far (counted when a sender takes the row). */
    attempts: integer('attempts').notNull().default(0),
    /** Due from then; while a sender holds the row, the end of its lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the shop stopped trying (about a day of failures): the mail was never sent. */
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
  },
  (t) => [index('mail_queue_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.gaveUpAt} is null`)],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { InvoiceLine } from '../../services/invoices/invoice-lines';
import { orders } from './orders';
import { users } from './users';

/**
 * The last number issued in each series (tax invoices, credit notes) and financial year. The
 * confirming transaction takes the next one with an upsert that locks the row until it
 * commits: two servers wait for each other instead of issuing the same number, and a
 * transaction that rolls back gives its number back, so the series has no gaps.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').$type<'invoice' | 'credit-note'>().notNull(),
    /** '2026-27': April to March. */
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/** The supplier as the document names it (the shop's settings when it was issued). */
export interface InvoiceSeller {
  legalName: string;
  gstin: string;
  address: string;
  stateCode: string;
  stateName: string;
}

/** The recipient: the order's delivery details. */
export interface InvoiceBuyer {
  name: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  phoneNumber: string;
}

/**
 * Tax invoices (one per checkout) and credit notes (one per cancelled or returned order of an
 * invoiced checkout). A row is written once with everything printed on it, computed lines and
 * totals included, and never updated: the PDF of a document is the same every time, whatever
 * happens later to prices, rates or the shop's settings.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'invoice' | 'credit-note'>().notNull(),
    /** 'BT/26-27/000123' or 'CN/26-27/000001' (Rule 46: at most 16 characters, unique in the year). */
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The purchase the document is for (orders.checkout_number). */
    checkoutNumber: text('checkout_number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** A credit note's invoice. */
    invoiceId: uuid('invoice_id'),
    /** A credit note's order (the one cancelled or returned): one note per order. */
    orderId: uuid('order_id').references(() => orders.id),
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    /** Two-digit state code of the place of supply; null for a state name the code table does not know. */
    placeOfSupplyCode: text('place_of_supply_code'),
    placeOfSupplyName: text('place_of_supply_name').notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_checkout_key').on(t.checkoutNumber).where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('invoices_credit_order_key').on(t.orderId).where(sql`${t.kind} = 'credit-note'`),
    index('invoices_issued_idx').on(t.issuedAt),
    index('invoices_user_idx').on(t.userId),
    check('invoices_kind', sql`${t.kind} in ('invoice', 'credit-note')`),
    check('invoices_total_reconciles', sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`),
  ],
);

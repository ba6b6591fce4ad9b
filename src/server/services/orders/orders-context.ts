import type { CourierProvider } from '../../adapters/couriers/provider';
import type { PaymentProvider } from '../../adapters/payments/provider';
import type { Db } from '../../db/client';
import type { InvoiceSeller } from '../../db/schema';
import { DEMO_SELLER, shopSeller } from '../invoices/shop-seller';
import type { StockChange } from './stock';
import type { CodeLookupLimit } from '../discounts/code-lookup-limit';

/** What the order and payment rules need: the database and the payment provider (mail is queued in the database: services/mail-queue). */
export interface OrdersContext {
  db: Db;
  payments: PaymentProvider;
  /** The courier (COURIER_PROVIDER): delivery dates at checkout, shipments, tracking. */
  courier: CourierProvider;
  /** Where failures that must not fail the shopper's call (a refund) are reported. */
  log: (message: string, error?: unknown) => void;
  /** Called after every committed stock move, so that cached product pages show it on every app server (catalogue cache). */
  stockChanged?: (change: StockChange) => Promise<void>;
  /** The shop's public address (PUBLIC_URL), for the links in order mails. */
  publicUrl?: string;
  /** The supplier on tax invoices (SHOP_GSTIN and the rest); the demo shop's when unset. */
  seller?: InvoiceSeller;
  /** Signs the mailed links that confirm a COD order (the shop's session secret, shared by every app server). */
  linkSecret: string;
  /** How many discount codes a shopper may look up (a Buy Now code is counted on the order call); the shop's default when unset. */
  codeLookups?: CodeLookupLimit;
}

const DEMO = shopSeller(DEMO_SELLER);

/** Who the shop's invoices name as supplier. */
export const sellerOf = (ctx: Pick<OrdersContext, 'seller'>): InvoiceSeller => ctx.seller ?? DEMO;

/** Tells the catalogue about a committed stock move, if there was one. */
export async function announceStockChange(ctx: Pick<OrdersContext, 'stockChanged'>, change: StockChange): Promise<void> {
  if (change.productIds.length > 0) await ctx.stockChanged?.(change);
}

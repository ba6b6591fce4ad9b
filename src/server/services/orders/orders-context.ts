import type { PaymentProvider } from '../../adapters/payments/provider';
import type { Db } from '../../db/client';

/** What the order and payment rules need: the database and the payment provider (mail is queued in the database: services/mail-queue). */
export interface OrdersContext {
  db: Db;
  payments: PaymentProvider;
  /** Where failures that must not fail the shopper's call (a refund) are reported. */
  log: (message: string, error?: unknown) => void;
  /** Called when a size sells out or comes back, so cached product pages show it (catalogue cache). */
  stockAvailabilityChanged?: () => Promise<void>;
}

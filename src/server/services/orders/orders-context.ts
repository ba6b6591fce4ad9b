import type { Mailer } from '../../adapters/mail/mailer';
import type { PaymentProvider } from '../../adapters/payments/provider';
import type { Db } from '../../db/client';

/** What the order and payment rules need: the database, the mailer and the payment provider. */
export interface OrdersContext {
  db: Db;
  mailer: Mailer;
  payments: PaymentProvider;
  /** Where failures that must not fail the shopper's call (a mail, a refund) are reported. */
  log: (message: string, error?: unknown) => void;
  /** Called when a size sells out or comes back, so cached product pages show it (catalogue cache). */
  stockAvailabilityChanged?: () => Promise<void>;
}

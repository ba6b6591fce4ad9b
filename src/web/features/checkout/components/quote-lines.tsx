import { formatInr, formatInrExact, paiseToRupees, rupeesToPaise } from '../../../../shared/money';
import type { CheckoutQuote } from '../api/checkout-calls';
import styles from './quote-lines.module.css';

export interface QuoteLinesProps {
  /** The server's quote for the lines as chosen (undefined while it is asked for). */
  quote: CheckoutQuote | undefined;
  /** The Cash on Delivery fee in rupees while COD is chosen (0: none), its own line and part of the total. */
  codFee: number;
}

/**
 * The sums of a checkout, Buy Now and 'Checkout all' alike, as the server quoted them: items,
 * the code's saving (or why it is not applied), delivery, the COD fee and the total the pay
 * button charges. Nothing is worked out here but adding the COD fee the server decided.
 */
export function QuoteLines({ quote, codFee }: QuoteLinesProps) {
  if (!quote) {
    return (
      <div className={styles.sums}>
        <p className={styles.total}>
          <span>Total</span> <strong data-testid="checkout-total">Loading...</strong>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.sums}>
      <p className={styles.row}>
        <span>Subtotal</span> <span data-testid="checkout-subtotal">{formatInr(quote.subtotal)}</span>
      </p>
      {quote.code === null ? null : quote.applies ? (
        <p className={`${styles.row} ${styles.discount}`}>
          <span>Discount ({quote.code})</span> <span data-testid="checkout-discount">−{formatInrExact(quote.saving)}</span>
        </p>
      ) : (
        <p className={styles.codeProblem} role="status">
          Code {quote.code} is not applied: {quote.problem}
        </p>
      )}
      <p className={styles.row}>
        <span>Delivery</span> <span data-testid="checkout-delivery">{quote.delivery === 0 ? 'Free' : formatInr(quote.delivery)}</span>
      </p>
      {codFee > 0 ? (
        <p className={styles.row}>
          <span>Cash on Delivery fee</span> <span data-testid="summary-cod-fee">{formatInr(codFee)}</span>
        </p>
      ) : null}
      <p className={styles.total}>
        <span>Total</span> <strong data-testid="checkout-total">{formatInr(paiseToRupees(rupeesToPaise(quote.total) + rupeesToPaise(codFee)))}</strong>
      </p>
    </div>
  );
}

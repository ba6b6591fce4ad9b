import type { ReactNode } from 'react';
import { documentUrl } from '../../../../api/documents';
import { formatInr } from '../../../../shared/money';
import type { CheckoutQuote } from '../api/checkout-calls';
import type { CheckoutState } from '../logic/checkout-state';
import { QuoteLines } from './quote-lines';
import styles from './checkout.module.css';

export interface OrderSummaryProps {
  name: string;
  color: string;
  image: string | undefined;
  order: CheckoutState;
  /** The server's quote for the line (undefined while it is asked for). */
  quote: CheckoutQuote | undefined;
  /** The Cash on Delivery fee in rupees while COD is chosen (0: none), its own line and part of the total. */
  codFee?: number;
  /** Shown between the product and the sums (the discount code box). */
  children?: ReactNode;
}

/** What is being bought: the product, colour, size, quantity and price, then the quote's sums (with the COD fee while COD is chosen). */
export function OrderSummary({ name, color, image, order, quote, codFee = 0, children }: OrderSummaryProps) {
  return (
    <aside className={styles.summary} aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.sectionTitle}>
        Your order
      </h2>
      <div className={styles.summaryLine}>
        {image ? <img className={styles.summaryImage} src={documentUrl(image, 320)} alt={`${name} in ${color}`} width={800} height={1000} /> : null}
        <div>
          <p className={styles.summaryName}>{name}</p>
          <p className={styles.summaryFact}>Colour: {color}</p>
          <p className={styles.summaryFact}>Size: {order.size}</p>
          <p className={styles.summaryFact}>Quantity: {order.quantity}</p>
          <p className={styles.summaryFact}>Price: {formatInr(order.price)}</p>
        </div>
      </div>
      {children}
      <QuoteLines quote={quote} codFee={codFee} />
    </aside>
  );
}

import { documentUrl } from '../../../../api/documents';
import { formatInr, paiseToRupees, rupeesToPaise } from '../../../../shared/money';
import { orderTotal, type CheckoutState } from '../logic/checkout-state';
import styles from './checkout.module.css';

export interface OrderSummaryProps {
  name: string;
  color: string;
  image: string | undefined;
  order: CheckoutState;
  /** The Cash on Delivery fee in rupees while COD is chosen (0: none), its own line and part of the total. */
  codFee?: number;
}

/** What is being bought: the product, colour, size, quantity, price and total (with the COD fee while COD is chosen). */
export function OrderSummary({ name, color, image, order, codFee = 0 }: OrderSummaryProps) {
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
      {codFee > 0 ? (
        <p className={styles.summaryFee}>
          <span>Cash on Delivery fee</span> <span data-testid="summary-cod-fee">{formatInr(codFee)}</span>
        </p>
      ) : null}
      <p className={styles.total}>
        <span>Total</span> <strong data-testid="checkout-total">{formatInr(paiseToRupees(rupeesToPaise(orderTotal(order)) + rupeesToPaise(codFee)))}</strong>
      </p>
    </aside>
  );
}

import { documentUrl } from '../../../../api/documents';
import { formatInr } from '../../../../shared/money';
import { orderTotal, type CheckoutState } from '../logic/checkout-state';
import styles from './checkout.module.css';

export interface OrderSummaryProps {
  name: string;
  color: string;
  image: string | undefined;
  order: CheckoutState;
}

/** What is being bought: the product, colour, size, quantity, price and total. */
export function OrderSummary({ name, color, image, order }: OrderSummaryProps) {
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
      <p className={styles.total}>
        <span>Total</span> <strong data-testid="checkout-total">{formatInr(orderTotal(order))}</strong>
      </p>
    </aside>
  );
}

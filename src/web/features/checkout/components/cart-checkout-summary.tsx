import { formatInr, formatInrExact, paiseToRupees, rupeesToPaise } from '../../../../shared/money';
import { designKey, lineKey, type CartCheckout } from '../hooks/use-cart-checkout';
import { CartLinePicker } from './cart-line-picker';
import { DesignLinePicker } from './design-line-picker';
import checkoutStyles from './checkout.module.css';
import styles from './cart-checkout.module.css';

export interface CartCheckoutSummaryProps {
  checkout: CartCheckout;
  /** The server's price of the cart's code, when the cart holds one. */
  quote: CartCheckout['quoteData'];
  /** What the code takes off, in rupees (0 when it does not apply). */
  saving: number;
  delivery: number;
  codFee: number;
  /** The total before the COD fee, in rupees. */
  total: number;
}

/** 'Your order' of 'Checkout all': each line with its size and quantity to choose, then the sums. */
export function CartCheckoutSummary({ checkout, quote, saving, delivery, codFee, total }: CartCheckoutSummaryProps) {
  const { details, designLines, designQuantities, subtotal, held, setChoices, setDesignQuantities } = checkout;
  return (
    <aside className={checkoutStyles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={checkoutStyles.sectionTitle}>
        Your order
      </h2>
      <ul className={styles.lines} aria-label="Products to order">
        {details.map((entry) => (
          <CartLinePicker
            key={lineKey(entry.line)}
            id={`line-${entry.line.variantId}`}
            name={entry.line.name}
            color={entry.line.variant.color}
            image={entry.line.variant.images[0]}
            price={entry.line.price}
            sizes={entry.sizes}
            choice={entry.choice}
            note={entry.note}
            onChange={(choice) => setChoices((current) => ({ ...current, [lineKey(entry.line)]: choice }))}
          />
        ))}
        {designLines.map((line) => (
          <DesignLinePicker
            key={designKey(line)}
            id={`design-${line.designId}-${line.size}`}
            line={line}
            quantity={designQuantities[designKey(line)] ?? line.quantity}
            onChange={(quantity) => setDesignQuantities((current) => ({ ...current, [designKey(line)]: quantity }))}
          />
        ))}
      </ul>
      <p className={styles.subtotal}>
        <span>Subtotal</span> <span data-testid="checkout-subtotal">{formatInr(subtotal)}</span>
      </p>
      {held && quote ? (
        quote.applies ? (
          <p className={`${styles.subtotal} ${styles.discount}`}>
            <span>Discount ({quote.code})</span> <span data-testid="checkout-discount">−{formatInrExact(saving)}</span>
          </p>
        ) : (
          <p className={styles.codeProblem} role="status">
            Code {quote.code} is not applied: {quote.problem}
          </p>
        )
      ) : null}
      <p className={styles.subtotal}>
        <span>Delivery</span> <span data-testid="checkout-delivery">{delivery === 0 ? 'Free' : formatInr(delivery)}</span>
      </p>
      {codFee > 0 ? (
        <p className={styles.subtotal}>
          <span>Cash on Delivery fee</span> <span data-testid="summary-cod-fee">{formatInr(codFee)}</span>
        </p>
      ) : null}
      <p className={styles.total}>
        <span>Total</span> <strong data-testid="checkout-total">{formatInr(paiseToRupees(rupeesToPaise(total) + rupeesToPaise(codFee)))}</strong>
      </p>
    </aside>
  );
}

import type { CheckoutQuote } from '../api/checkout-calls';
import { designKey, lineKey, type CartCheckout } from '../hooks/use-cart-checkout';
import { QuoteLines } from './quote-lines';
import { CartLinePicker } from './cart-line-picker';
import { DesignLinePicker } from './design-line-picker';
import checkoutStyles from './checkout.module.css';
import styles from './cart-checkout.module.css';

export interface CartCheckoutSummaryProps {
  checkout: CartCheckout;
  /** The server's quote for the lines as chosen here (with the cart's code, when it holds one). */
  quote: CheckoutQuote | undefined;
  codFee: number;
}

/** 'Your order' of 'Checkout all': each line with its size and quantity to choose, then the sums. */
export function CartCheckoutSummary({ checkout, quote, codFee }: CartCheckoutSummaryProps) {
  const { details, designLines, designQuantities, setChoices, setDesignQuantities } = checkout;
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
      <QuoteLines quote={quote} codFee={codFee} />
    </aside>
  );
}

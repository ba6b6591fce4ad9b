import type { components } from '../../../../api/schema.gen';
import { formatInr, formatInrExact } from '../../../../shared/money';
import styles from './cart.module.css';

type Totals = components['schemas']['CartTotals'];

/** The server's figures for the whole cart: subtotal, delivery (free from the staff-set figure) and what is payable. */
export function CartTotals({ totals, code }: { totals: Totals; code: string | null }) {
  const short = totals.freeDeliveryFrom - totals.subtotal;
  return (
    <section className={styles.totals} aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title" className="visually-hidden">
        Cart total
      </h2>
      <dl>
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">{formatInr(totals.subtotal)}</dd>
        </div>
        {totals.discount > 0 ? (
          <div className={styles.discount}>
            <dt>Discount{code ? ` (${code})` : ''}</dt>
            <dd data-testid="cart-discount">−{formatInrExact(totals.discount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Delivery</dt>
          <dd data-testid="cart-delivery">{totals.deliveryCharge === 0 ? 'Free' : formatInr(totals.deliveryCharge)}</dd>
        </div>
        <div className={styles.payable}>
          <dt>Amount payable</dt>
          <dd data-testid="cart-payable">{formatInr(totals.payable)}</dd>
        </div>
      </dl>
      <p className={styles.deliveryNote}>
        {totals.deliveryCharge > 0 && short > 0
          ? `Add ${formatInr(Math.ceil(short))} more for free delivery.`
          : `Free delivery on orders of ${formatInr(totals.freeDeliveryFrom)} or more.`}
      </p>
    </section>
  );
}

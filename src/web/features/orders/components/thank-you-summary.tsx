import { documentUrl } from '../../../../api/documents';
import { deliveryAddressLine } from '../../../../shared/address-line';
import { formatInr } from '../../../../shared/money';
import type { ShopOrder } from '../api/order-calls';
import { formatOrderDate } from '../logic/order-display';
import styles from './user-orders.module.css';

/**
 * The purchase just made, at the top of My Orders: its checkout number, items, amount, address
 * and expected delivery. Built from the shopper's own orders list (the server answers only
 * theirs), so a number in the address that is not theirs shows nothing.
 */
export function ThankYouSummary({ orders }: { orders: ShopOrder[] }) {
  const first = orders[0];
  if (!first) return null;
  const total = orders.reduce((sum, order) => sum + order.totalAmount, 0);
  const delivery = orders.reduce((sum, order) => sum + order.deliveryCharge, 0);
  const codFee = orders.reduce((sum, order) => sum + order.codFee, 0);
  const awaiting = orders.some((order) => order.status === 'Awaiting confirmation');
  const cod = first.paymentMethod === 'cod';
  return (
    <section className={styles.thanks} aria-labelledby="thanks-title" data-testid="thank-you">
      <h2 id="thanks-title" className={styles.thanksTitle}>
        Thank you for your order!
      </h2>
      <p>
        Order number <strong>{first.checkoutNumber}</strong>
      </p>
      {awaiting ? (
        <p role="status" data-testid="awaiting-confirmation">
          One more step: we have e-mailed you a link to confirm this Cash on Delivery order. It is made once you confirm, and cancelled if not confirmed within 24 hours.
        </p>
      ) : null}
      <ul className={styles.thanksItems} aria-label="Items in this order">
        {orders.map((order) => {
          const picture = order.design ? (order.design.previewFront ?? order.design.previewBack) : order.product.variantDetails.images[0];
          return (
            <li key={order._id} className={styles.thanksItem}>
              {picture ? <img src={documentUrl(picture, 320)} alt="" width={56} height={70} /> : null}
              <span>
                {order.product.name} · {order.product.variantDetails.color} · Size {order.product.size} · Quantity {order.product.quantity}
              </span>
            </li>
          );
        })}
      </ul>
      <dl className={styles.facts}>
        {delivery > 0 ? (
          <div>
            <dt>Delivery</dt>
            <dd>{formatInr(delivery)}</dd>
          </div>
        ) : null}
        {codFee > 0 ? (
          <div>
            <dt>Cash on Delivery fee</dt>
            <dd>{formatInr(codFee)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{cod ? 'To pay on delivery' : 'Amount paid'}</dt>
          <dd className={styles.amount} data-testid="thank-you-amount">
            {formatInr(total)}
          </dd>
        </div>
        <div>
          <dt>Expected delivery</dt>
          <dd>{formatOrderDate(first.estimatedDelivery)}</dd>
        </div>
        <div className={styles.wide}>
          <dt>Delivery address</dt>
          <dd>
            {deliveryAddressLine(first.deliveryAddress, first.city, first.state)} {first.pincode}
          </dd>
        </div>
      </dl>
    </section>
  );
}

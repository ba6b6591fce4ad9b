import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { apiUrl } from '../../../../../api/client';
import { documentUrl } from '../../../../../api/documents';
import { messageOf } from '../../../../../api/errors';
import { formatInr } from '../../../../../shared/money';
import { staffOrderQuery } from '../api/order-calls';
import { OrderMoves } from './order-moves';
import { RefundPanel } from './refund-panel';
import { ReturnDecision } from './return-decision';
import { PhoneLink } from './staff-orders';
import styles from '../../../../components/staff/staff-styles';
import { AWAITING_COD_CONFIRMATION } from '../../../../../shared/order-states';
import { INDIA_TIME_ZONE } from '../../../../../shared/india-time';

const when = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: INDIA_TIME_ZONE });

/**
 * One order in full (/admin?view=order&id=…): the item with its picture or design previews, the
 * shopper with tap-to-call phones, the address, payment and documents, its checkout's other
 * orders, the moves it allows (confirmed) and the history of every move with who and when.
 */
export function StaffOrderPage({ orderId }: { orderId: string }) {
  const detail = useQuery(staffOrderQuery(orderId));
  if (detail.isPending) return <p role="status">Loading...</p>;
  if (detail.isError) return <p role="alert" className={styles.failure}>{messageOf(detail.error, 'Could not load the order. Please try again.')}</p>;
  const { order, history, checkoutOrders } = detail.data;
  const pictures = order.design ? [order.design.previewFront, order.design.previewBack].filter((key): key is string => key !== null) : order.product.image ? [order.product.image] : [];
  return (
    <div className={styles.form}>
      <p>
        <Link to="?view=orders">Back to orders</Link>
      </p>
      <section className={styles.section} aria-labelledby="order-page-title">
        <h2 id="order-page-title" className={styles.sectionTitle}>
          Order ID {order.shortId} · {order.status}
        </h2>
        <p className={styles.hint}>
          Tracking id {order.trackingId} · Order number {order.checkoutNumber} · placed {when.format(new Date(order.createdAt))}
        </p>
        <div className={styles.thumbs}>
          {pictures.map((key, index) => (
            <img key={key} className={styles.thumb} src={documentUrl(key)} alt={order.design ? `Design ${index === 0 ? 'front' : 'back'}` : order.product.name} width={96} height={120} />
          ))}
        </div>
        <p>
          {order.product.name} · {order.product.color} · size {order.product.size} · quantity {order.product.quantity}
        </p>
        {order.design && order.status === AWAITING_COD_CONFIRMATION ? (
          // Production starts only for confirmed orders: no print files while the shopper has not confirmed COD.
          <p>Custom design: its print files come once the shopper confirms this Cash on Delivery order.</p>
        ) : order.design ? (
          <p className={styles.documentLinks}>
            {(['front', 'back'] as const).map((side) => (
              <a key={side} className={styles.documentLink} href={apiUrl('/staff/orders/{orderId}/print/{side}', { orderId: order._id, side })} download>
                Print file ({side}, 300 DPI)
              </a>
            ))}
          </p>
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="order-shopper-title">
        <h2 id="order-shopper-title" className={styles.sectionTitle}>
          Shopper and delivery
        </h2>
        <p>{order.customer.name}</p>
        <p>
          Phone <PhoneLink number={order.customer.phoneNumber} />
          {order.customer.alternativeNumber ? (
            <>
              {' '}
              · other <PhoneLink number={order.customer.alternativeNumber} />
            </>
          ) : null}
        </p>
        <p>
          <a className={styles.documentLink} href={`mailto:${order.customer.email}`}>
            {order.customer.email}
          </a>
        </p>
        <p>{order.deliveryAddress}</p>
      </section>
      <section className={styles.section} aria-labelledby="order-payment-title">
        <h2 id="order-payment-title" className={styles.sectionTitle}>
          Payment
        </h2>
        <p>
          {order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online'} · {order.paymentStatus} · {formatInr(order.totalAmount)}
          {order.deliveryCharge > 0 ? ` (delivery ${formatInr(order.deliveryCharge)} included)` : ''}
          {order.discountCode ? ` · code ${order.discountCode}` : ''}
        </p>
        {order.invoiceNumber ? (
          <a className={styles.documentLink} href={apiUrl('/staff/orders/{orderId}/invoice', { orderId: order._id })} download>
            Invoice {order.invoiceNumber}
          </a>
        ) : null}
        {order.refund ? <RefundPanel order={order} refund={order.refund} /> : null}
      </section>
      {order.returnRequest ? <ReturnDecision order={order} request={order.returnRequest} /> : null}
      <OrderMoves order={order} />
      {checkoutOrders.length > 0 ? (
        <section className={styles.section} aria-labelledby="order-together-title">
          <h2 id="order-together-title" className={styles.sectionTitle}>
            Bought together
          </h2>
          <ul className={styles.plainList}>
            {checkoutOrders.map((other) => (
              <li key={other._id}>
                <Link to={`?view=order&id=${other._id}`}>Order ID {other.shortId}</Link> · {other.status}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="order-history-title">
        <h2 id="order-history-title" className={styles.sectionTitle}>
          History
        </h2>
        <ol className={styles.plainList} aria-label="Status moves">
          {history.map((step, index) => (
            <li key={index}>
              <strong>{step.from ? `${step.from} → ${step.to}` : `Placed (${step.to})`}</strong>
              <span className={styles.hint}>
                {' '}
                · {step.who}
                {step.note ? ` (${step.note})` : ''} · {when.format(new Date(step.at))}
              </span>
            </li>
          ))}
        </ol>
        {history.length === 0 ? <p className={styles.hint}>This order was placed before the shop kept a history of moves.</p> : null}
      </section>
    </div>
  );
}

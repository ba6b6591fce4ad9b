import { useState } from 'react';
import { documentUrl } from '../../../../api/documents';
import { COD_TEXTS } from '../../../../shared/cod-rules';
import { formatInr } from '../../../../shared/money';
import type { ShopOrder } from '../api/order-calls';
import { deliveryAddressLine } from '../../../../shared/address-line';
import { deliveryByLine } from '../../../../shared/delivery-date';
import { ShipmentTimeline } from '../../../components/shipment-timeline';
import { formatOrderDate, shortOrderId, statusNote } from '../logic/order-display';
import { ConfirmCodeForm } from './confirm-code-form';
import { OrderActions } from './order-actions';
import { OrderDocuments } from './order-documents';
import { RefundStatus } from './refund-status';
import { ReturnStatus } from './return-status';
import styles from './user-orders.module.css';
import { INDIA_TIME_ZONE } from '../../../../shared/india-time';

// The shop's own clock (India), as the other order times show.
const confirmByFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: INDIA_TIME_ZONE });

function DesignPreview({ design, name, color }: { design: NonNullable<ShopOrder['design']>; name: string; color: string }) {
  const preview = design.previewFront ?? design.previewBack;
  if (!preview) return null;
  return <img className={`${styles.image} ${styles.designImage}`} src={documentUrl(preview)} alt={`Your design on a ${color} ${name}`} width={1000} height={1000} loading="lazy" />;
}

/** One order with every field of the spec's Orders screen. */
export function OrderCard({ order }: { order: ShopOrder }) {
  const { product } = order;
  // Said under the card once the mailed code confirmed it (the form itself goes with the status).
  const [confirmedByCode, setConfirmedByCode] = useState(false);
  const image = product.variantDetails.images[0];
  const titleId = `order-${order._id}`;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.orderId}>
          Order ID: {shortOrderId(order._id)}
        </h2>
        <span className={styles.status} data-status={order.status}>
          {order.status}
        </span>
      </div>
      <div className={styles.cardBody}>
        {order.design ? (
          // A custom design shows its own square preview (garment with the design, as ordered).
          <DesignPreview design={order.design} name={product.name ?? 'Custom design'} color={product.variantDetails.color} />
        ) : image ? (
          <img className={styles.image} src={documentUrl(image, 320)} alt={`${product.name ?? 'Product'} in ${product.variantDetails.color}`} width={800} height={1000} />
        ) : null}
        <dl className={styles.facts}>
          {product.name ? (
            <div className={styles.wide}>
              <dt>Product</dt>
              <dd>{product.name}</dd>
            </div>
          ) : null}
          <div>
            <dt>Colour</dt>
            <dd>{product.variantDetails.color}</dd>
          </div>
          <div>
            <dt>Size</dt>
            <dd>{product.size}</dd>
          </div>
          <div>
            <dt>Quantity</dt>
            <dd>{product.quantity}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>{formatInr(product.price)}</dd>
          </div>
          <div>
            <dt>Total amount</dt>
            <dd className={styles.amount}>{formatInr(order.totalAmount)}</dd>
          </div>
          {order.codFee > 0 ? (
            <div>
              <dt>Cash on Delivery fee</dt>
              <dd>{formatInr(order.codFee)} (in the total)</dd>
            </div>
          ) : null}
          {order.status === 'Awaiting confirmation' && order.codConfirmBy ? (
            <div className={styles.wide}>
              <dt>Confirmation</dt>
              <dd>Please confirm this Cash on Delivery order with the link we e-mailed you, or the code in that mail, by {confirmByFormat.format(new Date(order.codConfirmBy))}; unconfirmed, it is cancelled then.</dd>
            </div>
          ) : null}
          <div>
            <dt>Payment status</dt>
            <dd>{order.paymentStatus}</dd>
          </div>
          <div>
            <dt>Estimated delivery</dt>
            <dd>
              {formatOrderDate(order.estimatedDelivery)}
              {statusNote(order) ? <span className={styles.statusNote}> · {statusNote(order)}</span> : null}
            </dd>
          </div>
          {order.promisedDelivery ? (
            <div>
              <dt>Promised delivery</dt>
              <dd data-testid="promised-delivery">{deliveryByLine(order.promisedDelivery)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Tracking ID</dt>
            <dd>{order.trackingId}</dd>
          </div>
          <div>
            <dt>Order number</dt>
            <dd>{order.checkoutNumber}</dd>
          </div>
          <div className={styles.wide}>
            <dt>Delivery address</dt>
            <dd>{deliveryAddressLine(order.deliveryAddress, order.city, order.state)}</dd>
          </div>
          <div>
            <dt>Pincode</dt>
            <dd>{order.pincode}</dd>
          </div>
          <div>
            <dt>Ordered on</dt>
            <dd>{formatOrderDate(order.createdAt)}</dd>
          </div>
        </dl>
      </div>
      {order.shipment ? <ShipmentTimeline shipment={order.shipment} /> : null}
      {order.returnRequest ? <ReturnStatus request={order.returnRequest} /> : null}
      <RefundStatus order={order} />
      <OrderDocuments order={order} />
      {order.status === 'Awaiting confirmation' ? <ConfirmCodeForm order={order} onConfirmed={() => setConfirmedByCode(true)} /> : null}
      <p className={styles.actionOk} role="status" hidden={!confirmedByCode}>
        {confirmedByCode ? COD_TEXTS.confirmed : null}
      </p>
      <OrderActions order={order} />
    </li>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { apiUrl } from '../../../../../api/client';
import { documentUrl } from '../../../../../api/documents';
import { messageOf } from '../../../../../api/errors';
import { formatInr } from '../../../../../shared/money';
import type { StaffOrder } from '../api/order-calls';
import { NO_FILTER, staffOrderListQuery, type OrderFilter } from '../api/order-calls';
import { AWAITING_COD_CONFIRMATION } from '../../../../../shared/order-states';
import { Button } from '../../../../components/ui/button';
import { useCreateShipments } from '../hooks/use-order-writes';
import { Pager } from '../../../../components/staff/pager';
import { RefundPanel } from './refund-panel';
import { ReturnDecision } from './return-decision';
import { BulkActions } from './bulk-actions';
import { OrderFilters } from './order-filters';
import { OrderMoves } from './order-moves';
import { ShipmentActions } from './shipment-actions';
import styles from '../../../../components/staff/staff-styles';
import { INDIA_TIME_ZONE } from '../../../../../shared/india-time';

// The shop's own clock (India), as the refund panel and the shopper's My Orders show times: not the browser's zone.
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: INDIA_TIME_ZONE });

/** A phone number as a tap-to-call link (the shop's shoppers are in India: +91). */
export function PhoneLink({ number }: { number: string }) {
  return (
    <a className={styles.documentLink} href={`tel:+91${number.replace(/\D/g, '').slice(-10)}`}>
      {number}
    </a>
  );
}

function OrderRow({ order, chosen, onChoose }: { order: StaffOrder; chosen: boolean; onChoose: (chosen: boolean) => void }) {
  return (
    <li className={styles.section} aria-label={`Order ${order.trackingId}, Order ID ${order.shortId}`}>
      <div className={styles.field}>
        <label className={styles.choice}>
          <input type="checkbox" checked={chosen} onChange={(event) => onChoose(event.target.checked)} />
          Choose order {order.shortId}
        </label>
        <strong>
          <Link to={`?view=order&id=${order._id}`}>Order ID {order.shortId}</Link> · {order.trackingId} · {order.status}
        </strong>
        <span className={styles.hint}>
          {dateFormat.format(new Date(order.createdAt))} · {order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online'} · {order.paymentStatus} · {formatInr(order.totalAmount)}
        </span>
        <span>
          {order.product.name} · {order.product.color} · size {order.product.size} · quantity {order.product.quantity}
        </span>
        <span>
          {order.customer.name} · {order.customer.email} · <PhoneLink number={order.customer.phoneNumber} />
          {order.customer.alternativeNumber ? (
            <>
              {' '}
              · <PhoneLink number={order.customer.alternativeNumber} />
            </>
          ) : null}
        </span>
        <span className={styles.hint}>{order.deliveryAddress}</span>
        {/* One purchase: every order of a checkout shares this number (search it to list them all). */}
        <span className={styles.hint}>
          Order number {order.checkoutNumber}
          {order.deliveryCharge > 0 ? ` · delivery ${formatInr(order.deliveryCharge)} included` : ''}
        </span>
        {order.invoiceNumber || order.creditNoteNumber ? (
          // The number shows, so staff can match it to the shopper's mail or the GST report; each
          // link is a full tap target (they were 19 px high on a phone).
          <span className={styles.documentLinks}>
            {order.invoiceNumber ? (
              <a className={styles.documentLink} href={apiUrl('/staff/orders/{orderId}/invoice', { orderId: order._id })} download aria-label={`Invoice ${order.invoiceNumber} (PDF)`}>
                Invoice {order.invoiceNumber}
              </a>
            ) : null}
            {order.creditNoteNumber ? (
              <a className={styles.documentLink} href={apiUrl('/staff/orders/{orderId}/credit-note', { orderId: order._id })} download aria-label={`Credit note ${order.creditNoteNumber} (PDF)`}>
                Credit note {order.creditNoteNumber}
              </a>
            ) : null}
          </span>
        ) : null}
      </div>
      {order.design && order.status === AWAITING_COD_CONFIRMATION ? (
        // Production starts only for confirmed orders: no print files while the shopper has not confirmed COD.
        <p className={styles.hint}>Custom design: its print files come once the shopper confirms this Cash on Delivery order.</p>
      ) : order.design ? (
        <div className={styles.actions}>
          {(['front', 'back'] as const).map((side) => {
            const preview = side === 'front' ? order.design?.previewFront : order.design?.previewBack;
            return (
              // A side without a preview has nothing printed on it: no print file to offer.
              <div key={side} className={styles.thumb}>
                {preview ? (
                  <>
                    <img src={documentUrl(preview)} alt={`Design ${side}`} width={96} height={120} loading="lazy" />
                    <a href={apiUrl('/staff/orders/{orderId}/print/{side}', { orderId: order._id, side })} download>
                      Print file ({side}, 300 DPI)
                    </a>
                  </>
                ) : (
                  <span className={styles.hint}>Nothing printed on the {side}</span>
                )}
              </div>
            );
          })}
        </div>
      ) : null}
      <ShipmentActions order={order} />
      {order.returnRequest ? <ReturnDecision order={order} request={order.returnRequest} /> : null}
      {order.refund ? <RefundPanel order={order} refund={order.refund} /> : null}
      <OrderMoves order={order} />
    </li>
  );
}

/** Orders newest first: one search box and filters, a card per order to move it along, and moves and packing slips for the chosen ones. */
/** The orders list; `children` (the owner's settings and reports, from the staff area) follow it. */
export function StaffOrders({ children }: { children?: ReactNode }) {
  const [filter, setFilter] = useState<OrderFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string[]>([]);
  const list = useQuery(staffOrderListQuery(filter, page));
  const { mutation: shipMany, notice: bulkNotice } = useCreateShipments();
  const trackingIdOf = (orderId: string) => list.data?.orders.find((order) => order._id === orderId)?.trackingId ?? orderId;
  return (
    <div className={styles.form}>
      <OrderFilters
        filter={filter}
        onApply={(next) => {
          setFilter(next);
          setPage(1);
          setChosen([]);
        }}
      />
      <BulkActions chosen={chosen} onDone={() => setChosen([])} />
      {list.isPending ? <p role="status">Loading...</p> : null}
      {list.isError ? <p role="alert" className={styles.failure}>{messageOf(list.error, 'Could not load the orders. Please try again.')}</p> : null}
      {list.data ? (
        <>
          <p className={styles.hint}>{list.data.totalCount} orders</p>
          {list.data.orders.length === 0 ? <p>No orders match. Try another search or clear the filters.</p> : null}
          {chosen.length > 0 ? (
            <div className={styles.actions}>
              <Button variant="primary" disabled={shipMany.isPending} onClick={() => shipMany.mutate({ orderIds: chosen, trackingIdOf }, { onSettled: () => setChosen([]) })}>
                {shipMany.isPending ? 'Creating shipments...' : `Create shipments for ${chosen.length} chosen`}
              </Button>
            </div>
          ) : null}
          {bulkNotice ? (
            <p role={bulkNotice.ok ? 'status' : 'alert'} className={bulkNotice.ok ? styles.hint : styles.error}>
              {bulkNotice.text}
            </p>
          ) : null}
          <ul className={styles.plainList} aria-label="Orders">
            {list.data.orders.map((order) => (
              <OrderRow
                key={order._id}
                order={order}
                chosen={chosen.includes(order._id)}
                onChoose={(yes) => setChosen((current) => (yes ? [...current, order._id] : current.filter((id) => id !== order._id)))}
              />
            ))}
          </ul>
          <Pager page={page} total={list.data.totalCount} limit={list.data.limit} onPage={setPage} />
        </>
      ) : null}
      {children}
    </div>
  );
}

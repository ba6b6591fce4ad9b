import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiUrl } from '../../../../api/client';
import { documentUrl } from '../../../../api/documents';
import { messageOf } from '../../../../api/errors';
import { formatInr } from '../../../../shared/money';
import { ORDER_STATUSES } from '../../../../shared/order-states';
import { Button } from '../../../components/ui/button';
import { staffOrdersQuery, type OrderStatus, type StaffOrder } from '../api/staff-calls';
import { useMoveOrder } from '../hooks/use-staff-writes';
import { GstReportForm } from './gst-report-form';
import { Pager } from './pager';
import { RefundPanel } from './refund-panel';
import { ReturnDecision } from './return-decision';
import { SearchForm } from './search-form';
import { DeliveryRuleForm } from './delivery-rule-form';
import { DeliveryDatesForm } from './delivery-dates-form';
import { readyToShip, ShipmentActions } from './shipment-actions';
import { useCreateShipments } from '../hooks/use-staff-writes';
import styles from './staff.module.css';

// The shop's own clock (India), as the refund panel and the shopper's My Orders show times: not the browser's zone.
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

function OrderRow({ order, chosen, onChoose }: { order: StaffOrder; chosen: boolean; onChoose: (chosen: boolean) => void }) {
  const { mutation: move, notice } = useMoveOrder();
  return (
    <li className={styles.section} aria-label={`Order ${order.trackingId}`}>
      <div className={styles.field}>
        {readyToShip(order) ? (
          <label className={styles.hint}>
            <input type="checkbox" checked={chosen} onChange={(event) => onChoose(event.target.checked)} /> Choose for bulk shipment
          </label>
        ) : null}
        <strong>
          {order.trackingId} · {order.status}
        </strong>
        <span className={styles.hint}>
          {dateFormat.format(new Date(order.createdAt))} · {order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online'} · {order.paymentStatus} · {formatInr(order.totalAmount)}
        </span>
        <span>
          {order.product.name} · {order.product.color} · size {order.product.size} · quantity {order.product.quantity}
        </span>
        <span>
          {order.customer.name} · {order.customer.email} · {order.customer.phoneNumber}
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
      {order.design ? (
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
      {/* A waiting return is decided above (accept, or refuse with a reason), not by a bare move. */}
      {order.nextStatuses.length > 0 && !(order.status === 'Return requested' && order.returnRequest) ? (
        <div className={styles.actions}>
          {order.nextStatuses.map((status) => (
            <Button key={status} variant={status === 'Cancelled' ? 'secondary' : 'primary'} disabled={move.isPending} onClick={() => move.mutate({ orderId: order._id, status })}>
              Mark {status}
            </Button>
          ))}
        </div>
      ) : null}
      {notice ? (
        <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? styles.hint : styles.error}>
          {notice.text}
        </p>
      ) : null}
    </li>
  );
}

/** Orders newest first: filter by status, find by tracking id, move along the life cycle. */
export function StaffOrders() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [draft, setDraft] = useState('');
  const [trackingId, setTrackingId] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(staffOrdersQuery({ status, trackingId }, page));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const { mutation: shipMany, notice: bulkNotice } = useCreateShipments();
  const choose = (orderId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(orderId);
      else next.delete(orderId);
      return next;
    });
  const trackingIdOf = (orderId: string) => list.data?.orders.find((order) => order._id === orderId)?.trackingId ?? orderId;
  const find = () => {
    setTrackingId(draft.trim());
    setPage(1);
  };
  return (
    <div className={styles.form}>
      <DeliveryRuleForm />
      <DeliveryDatesForm />
      <GstReportForm />
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor="staff-order-status" className={styles.label}>
            Status
          </label>
          <select
            id="staff-order-status"
            className={styles.input}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as OrderStatus | '');
              setPage(1);
            }}
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <SearchForm id="staff-order-tracking" label="Tracking id" button="Find" value={draft} onChange={setDraft} onSearch={find} />
      </div>
      {list.isPending ? <p role="status">Loading...</p> : null}
      {list.isError ? <p role="alert" className={styles.failure}>{messageOf(list.error, 'Could not load the orders. Please try again.')}</p> : null}
      {list.data ? (
        <>
          <p className={styles.hint}>{list.data.totalCount} orders</p>
          {list.data.orders.length === 0 ? <p>No orders match. Try another status or tracking id.</p> : null}
          {chosen.size > 0 ? (
            <div className={styles.actions}>
              <Button variant="primary" disabled={shipMany.isPending} onClick={() => shipMany.mutate({ orderIds: [...chosen], trackingIdOf }, { onSettled: () => setChosen(new Set()) })}>
                {shipMany.isPending ? 'Creating shipments...' : `Create shipments for ${chosen.size} chosen`}
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
              <OrderRow key={order._id} order={order} chosen={chosen.has(order._id)} onChoose={(on) => choose(order._id, on)} />
            ))}
          </ul>
          <Pager page={page} total={list.data.totalCount} limit={list.data.limit} onPage={setPage} />
        </>
      ) : null}
    </div>
  );
}

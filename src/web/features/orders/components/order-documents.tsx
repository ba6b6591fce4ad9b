import { apiUrl } from '../../../../api/client';
import type { ShopOrder } from '../api/order-calls';
import styles from './user-orders.module.css';

/**
 * The order's GST documents as plain download links (the browser fetches the PDF with the
 * session cookie): the checkout's tax invoice once the order is confirmed, and the credit
 * note once an invoiced order is cancelled or returned.
 */
export function OrderDocuments({ order }: { order: ShopOrder }) {
  if (!order.invoiceNumber && !order.creditNoteNumber) return null;
  return (
    <div className={styles.documents}>
      {order.invoiceNumber ? (
        <a className={styles.documentLink} href={apiUrl('/order/invoice/{orderId}', { orderId: order._id })} download aria-label={`Download invoice ${order.invoiceNumber}`}>
          Download invoice
        </a>
      ) : null}
      {order.creditNoteNumber ? (
        <a className={styles.documentLink} href={apiUrl('/order/credit-note/{orderId}', { orderId: order._id })} download aria-label={`Download credit note ${order.creditNoteNumber}`}>
          Download credit note
        </a>
      ) : null}
    </div>
  );
}

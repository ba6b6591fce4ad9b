import { apiUrl } from '../../../../../api/client';
import { SHIPMENT_STATE_LABELS } from '../../../../../shared/shipment-states';
import { Button } from '../../../../components/ui/button';
import type { StaffOrder } from '../api/order-calls';
import { useCreateShipment } from '../hooks/use-order-writes';
import { WriteNotice } from '../../../../components/staff/write-notice';
import styles from '../../../../components/staff/staff-styles';

/** An order the courier can take now: in Processing, paid or cash on delivery, with no parcel yet. */
export const readyToShip = (order: StaffOrder) => order.status === 'Processing' && !order.shipment && (order.paymentStatus === 'Paid' || order.paymentStatus === 'COD pending');

/**
 * The order's parcel: its courier, AWB, where it is and its label to print; or 'Create shipment'
 * (beside 'Mark Shipped') while the order is ready to go.
 */
export function ShipmentActions({ order }: { order: StaffOrder }) {
  const { mutation: create, notice } = useCreateShipment();
  if (!order.shipment && !readyToShip(order)) return null;
  return (
    <div className={styles.field}>
      {order.shipment ? (
        <p className={styles.documentLinks}>
          <span>
            {order.shipment.courier} · AWB <strong>{order.shipment.awb}</strong> · {SHIPMENT_STATE_LABELS[order.shipment.state]}
          </span>
          <a className={styles.documentLink} href={apiUrl('/staff/orders/{orderId}/shipment/label', { orderId: order._id })} download aria-label={`Shipping label ${order.shipment.awb} (PDF)`}>
            Shipping label (PDF)
          </a>
        </p>
      ) : (
        <div className={styles.actions}>
          <Button variant="primary" disabled={create.isPending} onClick={() => create.mutate({ orderId: order._id })}>
            {create.isPending ? 'Creating shipment...' : 'Create shipment'}
          </Button>
        </div>
      )}
      {/* Kept after the list refetched: the parcel's line replaces the button, the message stays. */}
      <WriteNotice notice={notice} />
    </div>
  );
}

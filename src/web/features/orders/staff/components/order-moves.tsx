import type { StaffOrder } from '../api/order-calls';
import { useMoveOrder } from '../hooks/use-order-writes';
import { MoveButton } from '../../../../components/staff/confirm-move';
import { WriteNotice } from '../../../../components/staff/write-notice';
import styles from '../../../../components/staff/staff-styles';

/**
 * The moves an order allows, a button each (the hard ones confirmed first), and what the last
 * move answered. A waiting return is decided by its own panel (accept, or refuse with a reason),
 * not by a bare move. On the order list's rows and the order's own page alike.
 */
export function OrderMoves({ order }: { order: Pick<StaffOrder, '_id' | 'shortId' | 'status' | 'nextStatuses'> & { returnRequest: unknown } }) {
  const { mutation: move, notice } = useMoveOrder();
  return (
    <>
      {order.nextStatuses.length > 0 && !(order.status === 'Return requested' && order.returnRequest) ? (
        <div className={styles.actions}>
          {order.nextStatuses.map((status) => (
            <MoveButton key={status} status={status} orderLabel={order.shortId} disabled={move.isPending} onMove={() => move.mutate({ orderId: order._id, status })} />
          ))}
        </div>
      ) : null}
      <WriteNotice notice={notice} />
    </>
  );
}

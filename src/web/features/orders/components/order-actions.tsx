import { useState } from 'react';
import { messageOf } from '../../../../api/errors';
import { Button } from '../../../components/ui/button';
import type { ShopOrder } from '../api/order-calls';
import { useOrderAction } from '../hooks/use-orders';
import styles from './user-orders.module.css';

/**
 * Cancel, or Return once the order is delivered (spec section 4). Cancel asks once more
 * before it acts, as it cannot be undone.
 */
export function OrderActions({ order }: { order: ShopOrder }) {
  const isDelivered = order.status === 'Delivered';
  const action = useOrderAction(isDelivered ? 'return' : 'cancel');
  const [confirming, setConfirming] = useState(false);
  const ref = { orderId: order._id, trackingId: order.trackingId };
  const result = action.isSuccess ? { text: action.data, error: false } : action.isError ? { text: messageOf(action.error, 'Something went wrong. Please try again.'), error: true } : null;
  const resultLine = result ? (
    <p className={result.error ? styles.actionError : styles.actionOk} role={result.error ? 'alert' : 'status'}>
      {result.text}
    </p>
  ) : null;

  if (isDelivered) {
    return (
      <div className={styles.actions}>
        <Button variant="secondary" disabled={!order.canReturn || action.isPending} onClick={() => action.mutate(ref)}>
          {action.isPending ? 'Loading...' : 'Return'}
        </Button>
        {order.canReturn ? null : <p className={styles.muted}>The 7-day return window has closed.</p>}
        {resultLine}
      </div>
    );
  }
  if (!order.canCancel) return resultLine ? <div className={styles.actions}>{resultLine}</div> : null;
  return (
    <div className={styles.actions}>
      {confirming ? (
        <>
          <p className={styles.confirm}>Cancel this order?</p>
          <Button
            variant="secondary"
            disabled={action.isPending}
            onClick={() => action.mutate(ref, { onSettled: () => setConfirming(false) })}
          >
            {action.isPending ? 'Loading...' : 'Yes, cancel order'}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)} disabled={action.isPending}>
            Keep order
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Cancel
        </Button>
      )}
      {resultLine}
    </div>
  );
}

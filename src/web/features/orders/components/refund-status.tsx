import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useHydrated } from '../../../../react-hooks/use-hydrated';
import type { ShopOrder } from '../api/order-calls';
import { refundDisplay } from '../logic/refund-display';
import { BankDetailsForm } from './bank-details-form';
import styles from './user-orders.module.css';

/**
 * The order's refund on My Orders: started, made (and when), or, for cash on delivery, the
 * bank details it waits for (the form opens right here) and the account it goes to, masked.
 */
export function RefundStatus({ order }: { order: ShopOrder }) {
  const headlineId = useId();
  const [editing, setEditing] = useState(false);
  // Server-rendered: pressable once the page has hydrated (see order-actions.tsx).
  const hydrated = useHydrated();
  const [saved, setSaved] = useState<string | null>(null);
  const shown = refundDisplay(order);
  if (!shown) return null;
  const asking = order.bankDetailsWanted && !order.refundBankAccount;
  return (
    <section className={styles.refundBox} aria-label="Refund" data-tone={shown.tone}>
      <p id={headlineId} className={styles.refundHeadline}>
        {editing ? 'Change bank details' : shown.headline}
      </p>
      <p className={styles.returnLine}>{shown.detail}</p>
      {saved ? (
        <p className={styles.returnLine} role="status">
          {saved}
        </p>
      ) : null}
      {asking || editing ? (
        <BankDetailsForm
          order={order}
          labelledBy={headlineId}
          onDone={(message) => {
            setSaved(message);
            setEditing(false);
          }}
          {...(asking ? {} : { onClose: () => setEditing(false) })}
        />
      ) : order.bankDetailsWanted && order.refundBankAccount ? (
        <div className={styles.refundActions}>
          <Button variant="secondary" disabled={!hydrated} onClick={() => setEditing(true)}>
            Change bank details
          </Button>
        </div>
      ) : null}
    </section>
  );
}

import { useState } from 'react';
import { returnPhotoUrl } from '../../../../../api/documents';
import { MAX_REFUSAL_REASON, RETURN_MESSAGES } from '../../../../../shared/return-rules';
import { Button } from '../../../../components/ui/button';
import { ConfirmButton, consequenceOf } from '../../../../components/staff/confirm-move';
import type { StaffOrder } from '../api/order-calls';
import { useDecideReturn } from '../hooks/use-order-writes';
import { WriteNotice } from '../../../../components/staff/write-notice';
import styles from '../../../../components/staff/staff-styles';
import own from './return-decision.module.css';

type ReturnRequest = NonNullable<StaffOrder['returnRequest']>;

/**
 * What the shopper said about a return (reason, note, photos) and, while it waits, Accept or
 * Refuse with a reason the shopper reads. A decided request shows what was decided.
 */
export function ReturnDecision({ order, request }: { order: StaffOrder; request: ReturnRequest }) {
  const { mutation: decide, notice } = useDecideReturn();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const waiting = order.status === 'Return requested' && request.decision === 'pending';
  const reasonId = `refuse-${order._id}`;
  return (
    <div className={own.returnPanel} role="group" aria-label={`Return request of ${order.trackingId}`}>
      <p>
        <strong>Return reason:</strong> {request.reasonLabel || 'None given'}
      </p>
      {request.note ? (
        <p>
          <strong>Shopper's note:</strong> {request.note}
        </p>
      ) : null}
      {request.photos.length > 0 ? (
        <ul className={own.returnPhotos} aria-label="Return photos">
          {request.photos.map((key, index) => (
            <li key={key}>
              <a href={returnPhotoUrl(key)} target="_blank" rel="noreferrer">
                <img src={returnPhotoUrl(key, 320)} alt={`Return photo ${index + 1} of ${order.trackingId}`} width={96} height={96} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>No photos.</p>
      )}
      {request.decision === 'accepted' ? <p>Return accepted.</p> : null}
      {request.decision === 'refused' ? <p>Return refused: {request.refusalReason}</p> : null}
      {waiting && !refusing ? (
        <div className={styles.actions}>
          <ConfirmButton
            label="Accept return"
            question={`Accept the return of order ${order.shortId}?`}
            consequence={consequenceOf('Returned')}
            confirmLabel="Yes, accept the return"
            disabled={decide.isPending}
            onConfirm={() => decide.mutate({ orderId: order._id, decision: 'accept' })}
          />
          <Button variant="secondary" disabled={decide.isPending} onClick={() => setRefusing(true)}>
            Refuse return
          </Button>
        </div>
      ) : null}
      {waiting && refusing ? (
        <div className={styles.field}>
          <label htmlFor={reasonId} className={styles.label}>
            Why is the return refused? (the shopper reads this)
          </label>
          <textarea
            id={reasonId}
            className={styles.input}
            rows={3}
            maxLength={MAX_REFUSAL_REASON}
            value={reason}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${reasonId}-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          />
          {missing ? (
            <p id={`${reasonId}-error`} className={styles.error} role="alert">
              {RETURN_MESSAGES.refusalReasonRequired}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              disabled={decide.isPending}
              onClick={() => {
                if (!reason.trim()) {
                  setMissing(true);
                  return;
                }
                decide.mutate({ orderId: order._id, decision: 'refuse', reason });
              }}
            >
              Refuse with this reason
            </Button>
            <Button variant="ghost" disabled={decide.isPending} onClick={() => setRefusing(false)}>
              Back
            </Button>
          </div>
        </div>
      ) : null}
      <WriteNotice notice={notice} />
    </div>
  );
}

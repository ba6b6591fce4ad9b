import { useState } from 'react';
import { formatInr } from '../../../../../shared/money';
import { MAX_PAYOUT_REFERENCE, REFUND_MESSAGES } from '../../../../../shared/refund-rules';
import { Button } from '../../../../components/ui/button';
import type { StaffOrder } from '../api/order-calls';
import { useMarkRefundPaidOut, useRetryRefund } from '../hooks/use-order-writes';
import { ConfirmButton } from '../../../../components/staff/confirm-move';
import { WriteNotice } from '../../../../components/staff/write-notice';
import styles from '../../../../components/staff/staff-styles';
import own from './refund-panel.module.css';
import { INDIA_TIME_ZONE } from '../../../../../shared/india-time';

type Refund = NonNullable<StaffOrder['refund']>;

const STATUS: Record<Refund['status'], string> = {
  pending: 'Waiting to be sent',
  processing: 'With the provider',
  refunded: 'Refunded',
  failed: 'Failed',
};

const dateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: INDIA_TIME_ZONE });

/**
 * An order's refund for staff: amount, status, provider and its reference, why the last try
 * failed; Retry for a failed one (Check for one the provider has), and for cash on delivery
 * the shopper's bank account and 'Mark paid out' with the transfer's UTR.
 */
export function RefundPanel({ order, refund }: { order: StaffOrder; refund: Refund }) {
  const { mutation: retry, notice: retryNotice } = useRetryRefund();
  const { mutation: payOut, notice: payoutNotice } = useMarkRefundPaidOut();
  const [reference, setReference] = useState('');
  const [missing, setMissing] = useState(false);
  const cod = refund.provider === 'cod';
  const referenceId = `utr-${order._id}`;
  const notice = retryNotice ?? payoutNotice;
  return (
    <div className={own.refundPanel} role="group" aria-label={`Refund of ${order.trackingId}`} data-status={refund.status}>
      <p>
        <strong>Refund {formatInr(refund.amount)}</strong> · {cod && refund.status === 'pending' ? (refund.bankAccount ? 'To pay out' : 'Waiting for bank details') : STATUS[refund.status]}
        {refund.refundedAt ? ` on ${dateTime.format(new Date(refund.refundedAt))}` : ''}
      </p>
      <p className={styles.hint}>
        {cod ? 'Cash on delivery: pay by bank transfer' : `Through ${refund.provider}`} · refund id {refund.refundId}
        {refund.providerReference ? ` · ${cod ? 'UTR' : 'provider reference'} ${refund.providerReference}` : ''}
        {!cod && refund.attempts > 1 ? ` · ${refund.attempts} tries` : ''}
      </p>
      {refund.lastError && refund.status !== 'refunded' ? <p className={styles.error}>Last try: {refund.lastError}</p> : null}
      {cod ? (
        refund.bankAccount ? (
          <p>
            Pay to {refund.bankAccount.accountHolder} · account {refund.bankAccount.accountNumber} · IFSC {refund.bankAccount.ifsc}
          </p>
        ) : refund.status !== 'refunded' ? (
          <p className={styles.hint}>{REFUND_MESSAGES.payoutNeedsBankDetails} They are asked for them on My Orders.</p>
        ) : null
      ) : null}
      {!cod && refund.status !== 'refunded' ? (
        <div className={styles.actions}>
          <Button variant={refund.status === 'failed' ? 'primary' : 'secondary'} disabled={retry.isPending} onClick={() => retry.mutate({ orderId: order._id })}>
            {refund.status === 'processing' ? 'Check refund status' : 'Retry refund'}
          </Button>
        </div>
      ) : null}
      {cod && refund.status !== 'refunded' && refund.bankAccount ? (
        <form
          className={styles.field}
          // Enter in the field does not pay out unasked: the button below asks first.
          onSubmit={(event) => event.preventDefault()}
          noValidate
        >
          <label htmlFor={referenceId} className={styles.label}>
            Bank transfer reference (UTR)
          </label>
          <input
            id={referenceId}
            className={styles.input}
            value={reference}
            maxLength={MAX_PAYOUT_REFERENCE}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${referenceId}-error` : undefined}
            onChange={(event) => {
              setReference(event.target.value);
              setMissing(false);
            }}
          />
          {missing ? (
            <p id={`${referenceId}-error`} className={styles.error} role="alert">
              {REFUND_MESSAGES.payoutReferenceRequired}
            </p>
          ) : null}
          <div className={styles.actions}>
            {/* Money has left the shop's account: asked about first, like Cancel, Refund and Return. */}
            <ConfirmButton
              label="Mark paid out"
              question={`Mark the refund of order ${order.trackingId} paid out?`}
              consequence={`The refund of ${formatInr(refund.amount)} is recorded as paid by bank transfer ${reference.trim()}. This cannot be undone.`}
              confirmLabel="Yes, mark paid out"
              disabled={payOut.isPending}
              shouldAsk={() => {
                if (reference.trim()) return true;
                setMissing(true);
                return false;
              }}
              onConfirm={() => payOut.mutate({ orderId: order._id, reference })}
            />
          </div>
        </form>
      ) : null}
      <WriteNotice notice={notice} />
    </div>
  );
}

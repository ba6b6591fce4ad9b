import { messageOf } from '../../../../api/errors';
import { CHECKOUT_MESSAGES, PAYMENT_RESULT_MESSAGES } from '../../../../shared/checkout-rules';
import { Button, ButtonLink } from '../../../components/ui/button';
import type { PaymentRef } from '../api/payment-calls';
import { usePaymentRetry, useRetryChoices } from '../hooks/use-payment-retry';
import styles from './payment-status.module.css';

/**
 * A payment that failed or was cancelled at the gateway: the spec's message, what happened to
 * the order, and below them 'Try again' and, where the shop's COD rules allow it for every
 * line, 'Pay on delivery instead' (the server decides both).
 */
export function PaymentNotThrough({ payment, failed }: { payment: PaymentRef; failed: boolean }) {
  const choices = useRetryChoices(payment, true);
  const retry = usePaymentRetry(payment);
  const offered = choices.data ?? { tryAgain: false, payOnDelivery: false };
  const busy = retry.isPending;
  return (
    <>
      <p className={styles.headline} role="alert">
        {CHECKOUT_MESSAGES.onlineFailed}
      </p>
      <p className={styles.note}>
        {offered.tryAgain
          ? failed
            ? PAYMENT_RESULT_MESSAGES.failedRetry
            : PAYMENT_RESULT_MESSAGES.cancelledRetry
          : failed
            ? PAYMENT_RESULT_MESSAGES.failed
            : PAYMENT_RESULT_MESSAGES.cancelled}
      </p>
      {offered.tryAgain ? (
        <div className={styles.choices}>
          <Button size="lg" onClick={() => retry.mutate('online')} disabled={busy} aria-busy={busy && retry.variables === 'online'}>
            {busy && retry.variables === 'online' ? CHECKOUT_MESSAGES.processing : 'Try again'}
          </Button>
          {offered.payOnDelivery ? (
            <Button size="lg" variant="secondary" onClick={() => retry.mutate('cod')} disabled={busy} aria-busy={busy && retry.variables === 'cod'}>
              {busy && retry.variables === 'cod' ? CHECKOUT_MESSAGES.processing : 'Pay on delivery instead'}
            </Button>
          ) : null}
        </div>
      ) : null}
      {retry.isError ? (
        <p className={styles.problem} role="alert">
          {messageOf(retry.error, retry.variables === 'cod' ? CHECKOUT_MESSAGES.codFailed : CHECKOUT_MESSAGES.onlineFailed)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <ButtonLink to="/user-orders" variant="ghost">
          My Orders
        </ButtonLink>
        <ButtonLink to="/" variant="ghost">
          Continue shopping
        </ButtonLink>
      </div>
    </>
  );
}

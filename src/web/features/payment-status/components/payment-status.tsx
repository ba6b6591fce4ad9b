import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { messageOf } from '../../../../api/errors';
import { CHECKOUT_MESSAGES, PAYMENT_RESULT_MESSAGES } from '../../../../shared/checkout-rules';
import { authStateAtom } from '../../../stores/auth-atoms';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePaymentConfirmation } from '../hooks/use-payment-confirmation';
import { PaymentNotThrough } from './payment-not-through';
import styles from './payment-status.module.css';
import { PLEASE_LOG_IN_FIRST } from '../../../../shared/account-messages';

/** Payment result: confirms the payment on load, then goes to My Orders (spec sections 2 and 4). */
export function PaymentStatusScreen() {
  useDocumentTitle('Payment Status');
  const { tnxId = '', orderId = '' } = useParams();
  const navigate = useNavigate();
  const auth = useAtomValue(authStateAtom);
  const confirmation = usePaymentConfirmation(tnxId, orderId, auth.status === 'signed-in');
  const order = confirmation.data;
  const announced = useRef(false);

  useEffect(() => {
    if (order?.paymentStatus !== 'Paid' || announced.current) return;
    announced.current = true;
    window.alert(CHECKOUT_MESSAGES.paymentSuccess);
    // My Orders opens with the thank-you summary of this purchase.
    void navigate(`/user-orders?placed=${encodeURIComponent(order.checkoutNumber)}`, { replace: true });
  }, [order?.paymentStatus, order?.checkoutNumber, navigate]);

  let body;
  if (auth.status === 'signed-out') {
    body = (
      <>
        <p className={styles.headline}>{PLEASE_LOG_IN_FIRST}</p>
        <ButtonLink to={`/login?redirect=${encodeURIComponent(`/status/${tnxId}/${orderId}`)}`}>Log In</ButtonLink>
      </>
    );
  } else if (confirmation.isError) {
    body = (
      <>
        <p className={styles.headline} role="alert">
          {CHECKOUT_MESSAGES.onlineFailed}
        </p>
        <p>{messageOf(confirmation.error, '')}</p>
        <div className={styles.actions}>
          <ButtonLink to="/user-orders">My Orders</ButtonLink>
        </div>
      </>
    );
  } else if (!order || order.paymentStatus === 'Pending' || order.paymentStatus === 'Paid') {
    body = (
      <>
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.headline} role="status">
          {CHECKOUT_MESSAGES.paymentInProgress}
        </p>
        <p className={styles.note}>We are confirming your payment with the bank. Please do not close this page.</p>
      </>
    );
  } else if (order.paymentStatus === 'Failed' || order.paymentStatus === 'Cancelled') {
    body = <PaymentNotThrough payment={{ transactionId: tnxId, orderId }} failed={order.paymentStatus === 'Failed'} />;
  } else {
    body = (
      <>
        <p className={styles.headline} role="alert">
          {PAYMENT_RESULT_MESSAGES.refunding}
        </p>
        <div className={styles.actions}>
          <ButtonLink to="/user-orders">My Orders</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Continue shopping
          </ButtonLink>
        </div>
      </>
    );
  }

  return (
    <section className={`shell ${styles.screen}`} aria-labelledby="payment-status-title">
      <h1 id="payment-status-title" className="visually-hidden">
        Payment status
      </h1>
      {body}
    </section>
  );
}

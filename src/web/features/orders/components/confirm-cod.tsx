import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { messageOf } from '../../../../api/errors';
import { CHECKOUT_MESSAGES } from '../../../../shared/checkout-rules';
import { COD_TEXTS } from '../../../../shared/cod-rules';
import { StateBlock } from '../../../components/state-block';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { useHydrated } from '../../../../react-hooks/use-hydrated';
import { confirmCodOrder } from '../api/order-calls';
import styles from './user-orders.module.css';

/**
 * The page the COD confirmation mail links to: one tap confirms the order. The tap
 * is a POST, never the link itself, so a mail scanner that opens links confirms nothing. No
 * sign-in: the signed token in the address is the proof.
 */
export function ConfirmCodScreen() {
  useDocumentMeta({ title: 'Confirm your order', description: 'Confirm your Cash on Delivery order at Bhopal Threads.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const hydrated = useHydrated();
  const confirm = useMutation({ mutationFn: () => confirmCodOrder(token) });
  return (
    <section className={`shell ${styles.screen}`} aria-labelledby="confirm-title">
      <h1 id="confirm-title" className={styles.title}>
        Confirm your order
      </h1>
      {confirm.isSuccess ? (
        <StateBlock title={COD_TEXTS.confirmed} role="status">
          <p>Order number {confirm.data.checkoutNumber}. We start making it now; please keep the amount ready to pay on delivery.</p>
          <ButtonLink to={`/user-orders?placed=${encodeURIComponent(confirm.data.checkoutNumber)}`}>See my orders</ButtonLink>
        </StateBlock>
      ) : (
        <StateBlock>
          <p>Your Cash on Delivery order waits for your confirmation before we make it. Confirm it with one tap.</p>
          {confirm.isError ? (
            <p role="alert" className={styles.actionError}>
              {messageOf(confirm.error, 'Something went wrong. Please try again later.')}
            </p>
          ) : null}
          <Button size="lg" disabled={!hydrated || !token || confirm.isPending} aria-busy={confirm.isPending || undefined} onClick={() => confirm.mutate()}>
            {confirm.isPending ? CHECKOUT_MESSAGES.processing : 'Confirm my order'}
          </Button>
          {!token ? <p className={styles.muted}>This page needs the link from your e-mail.</p> : null}
        </StateBlock>
      )}
    </section>
  );
}

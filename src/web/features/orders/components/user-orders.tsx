import { useAtomValue } from 'jotai';
import { useHydrated } from '../../../../react-hooks/use-hydrated';
import { useLocation, useSearchParams } from 'react-router-dom';
import { authStateAtom } from '../../../stores/auth-atoms';
import { StateBlock } from '../../../components/state-block';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatInr } from '../../../../shared/money';
import { useOrders } from '../hooks/use-orders';
import { groupByCheckout } from '../logic/order-display';
import { OrderCard } from './order-card';
import { ThankYouSummary } from './thank-you-summary';
import styles from './user-orders.module.css';
import { PLEASE_LOG_IN_FIRST } from '../../../../shared/account-messages';

/** My orders, with cancel and return (spec sections 2 and 4). */
export function UserOrdersScreen() {
  useDocumentTitle('My Orders');
  const auth = useAtomValue(authStateAtom);
  const orders = useOrders();
  const location = useLocation();
  // The checkout's COD success message arrives as navigation state, which a reload keeps in the
  // browser but the server never sees: shown once hydrated, so the server's page hydrates as drawn.
  const hydrated = useHydrated();
  const notice = hydrated ? (location.state as { notice?: unknown } | null)?.notice : undefined;
  // After a checkout: the purchase just made (its checkout number), summarised at the top.
  const [search] = useSearchParams();
  const placed = search.get('placed');

  let body;
  if (auth.status === 'signed-out') {
    body = (
      <StateBlock title={PLEASE_LOG_IN_FIRST}>
        <ButtonLink to="/login?redirect=%2Fuser-orders">Log In</ButtonLink>
      </StateBlock>
    );
  } else if (auth.status === 'unknown' || orders.isPending) {
    body = <p className={styles.muted}>Loading...</p>;
  } else if (orders.isError) {
    body = (
      <StateBlock title="Your orders could not be loaded." role="alert">
        <Button variant="secondary" onClick={() => void orders.refetch()}>
          Try again
        </Button>
      </StateBlock>
    );
  } else if (orders.data.length === 0) {
    body = (
      <StateBlock title="No orders available. Please place an order first.">
        <ButtonLink to="/new-arrivals" variant="secondary">
          See New Arrivals
        </ButtonLink>
      </StateBlock>
    );
  } else {
    const justPlaced = placed ? orders.data.filter((order) => order.checkoutNumber === placed) : [];
    body = (
      <>
        <ThankYouSummary orders={justPlaced} />
        <ul className={styles.list} aria-label="Your orders">
          {groupByCheckout(orders.data).map((group) =>
            group.orders.length === 1 ? (
              <OrderCard key={group.orders[0]!._id} order={group.orders[0]!} />
            ) : (
              // One checkout of several lines reads as one purchase: its number, then its orders.
              <li key={group.checkoutNumber} className={styles.checkout} aria-labelledby={`checkout-${group.checkoutNumber}`}>
                <h2 id={`checkout-${group.checkoutNumber}`} className={styles.checkoutTitle}>
                  Order number {group.checkoutNumber} · {group.orders.length} items · {formatInr(group.orders.reduce((sum, order) => sum + order.totalAmount, 0))}
                </h2>
                <ul className={styles.list} aria-label={`Items of order ${group.checkoutNumber}`}>
                  {group.orders.map((order) => (
                    <OrderCard key={order._id} order={order} />
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
      </>
    );
  }

  return (
    <section className={`shell ${styles.screen}`} aria-labelledby="orders-title">
      <h1 id="orders-title" className={styles.title}>
        My Orders
      </h1>
      {typeof notice === 'string' ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      {body}
    </section>
  );
}

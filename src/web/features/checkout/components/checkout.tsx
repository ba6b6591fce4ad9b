import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useParams } from 'react-router-dom';
import { authStateAtom } from '../../../stores/auth-atoms';
import { StateBlock } from '../../../components/state-block';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { checkoutProductQuery } from '../api/checkout-calls';
import { readCheckoutState } from '../logic/checkout-state';
import { useBuyNowQuote } from '../hooks/use-buy-now-quote';
import { DiscountCodeBox } from '../../../components/discount-code-box';
import { CheckoutForm } from './checkout-form';
import { OrderSummary } from './order-summary';
import styles from './checkout.module.css';
import { useHydrated } from '../../../../react-hooks/use-hydrated';
import { PRODUCT_NOT_FOUND } from '../../../../shared/review-messages';
import { PLEASE_LOG_IN_FIRST } from '../../../../shared/account-messages';

/** Checkout: delivery details and Online Payment or Cash on Delivery (spec section 2). */
export function CheckoutScreen() {
  useDocumentTitle('Checkout');
  const { productId = '', variantId = '' } = useParams();
  const location = useLocation();
  // The size and quantity ride in the history entry, which the server never sees: until the page
  // has hydrated it draws 'Loading...' as the server did, then what the entry holds (a reload too).
  const hydrated = useHydrated();
  const order = readCheckoutState(location.state);
  const auth = useAtomValue(authStateAtom);
  const product = useQuery({ ...checkoutProductQuery(productId), enabled: auth.status === 'signed-in' && order !== null });
  const productPage = `/display/${productId}/${variantId}`;
  const [codFee, setCodFee] = useState(0);
  // The server's quote for the line (items, code, delivery): shown, and its total sent.
  const buyNow = useBuyNowQuote(auth.status === 'signed-in' && order ? { productId, variantId, quantity: order.quantity } : null);
  const { quote, held } = buyNow;

  let body;
  if (auth.status === 'signed-out') {
    body = (
      <StateBlock title={PLEASE_LOG_IN_FIRST}>
        <ButtonLink to={`/login?redirect=${encodeURIComponent(productPage)}`}>Log In</ButtonLink>
      </StateBlock>
    );
  } else if (!hydrated) {
    body = <p className={styles.loading}>Loading...</p>;
  } else if (order === null) {
    body = (
      <StateBlock title="Choose a size first">
        <p>Pick your size and quantity on the product page, then press Buy Now.</p>
        <ButtonLink to={productPage}>Back to the product</ButtonLink>
      </StateBlock>
    );
  } else if (auth.status === 'unknown' || product.isPending) {
    body = <p className={styles.loading}>Loading...</p>;
  } else if (product.isError) {
    body = (
      <StateBlock title={PRODUCT_NOT_FOUND} role="alert">
        <ButtonLink to="/" variant="secondary">
          Continue shopping
        </ButtonLink>
      </StateBlock>
    );
  } else {
    const variant = product.data.variants.find((candidate) => candidate._id === variantId.toLowerCase()) ?? product.data.variants[0];
    body = (
      <div className={styles.layout}>
        <OrderSummary name={product.data.name} color={variant?.color ?? ''} image={variant?.images[0] ?? product.data.images[0]} order={order} quote={quote} codFee={codFee}>
          <DiscountCodeBox held={held} onApply={(code) => buyNow.apply.mutateAsync(code)} onRemove={buyNow.remove} applying={buyNow.apply.isPending} removing={false} />
        </OrderSummary>
        <CheckoutForm
          total={quote?.total ?? null}
          blockedReason={quote ? undefined : 'Loading...'}
          onCodFee={setCodFee}
          codLines={{ productIds: [productId], hasDesign: false }}
          user={auth.user}
          toRequest={(method, details, totalAmount) => ({
            kind: 'single',
            method,
            draft: {
              ...details,
              product: { productId, variantId, quantity: order.quantity, price: order.price, size: order.size },
              totalAmount,
              ...(held?.applies ? { discountCode: held.code } : {}),
            },
          })}
        />
      </div>
    );
  }

  return (
    <section className={`shell ${styles.screen}`} aria-labelledby="checkout-title">
      <h1 id="checkout-title" className={styles.title}>
        Checkout
      </h1>
      {body}
    </section>
  );
}

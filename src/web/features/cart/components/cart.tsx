import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { CART_MESSAGES, EMPTY_CART } from '../../../../shared/cart-messages';
import { authStateAtom } from '../../../stores/auth-atoms';
import { StateBlock } from '../../../components/state-block';
import { ButtonLink, Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useCart, useRemoveDesignFromCart, useRemoveFromCart, useSetDesignLine, useSetProductLine } from '../hooks/use-cart';
import { CartTotals } from './cart-totals';
import { CartDiscountCode } from './discount-code-box';
import { useRemoveOnce } from '../hooks/use-remove-once';
import { DesignCartLine } from './design-cart-line';
import { ProductCartLine } from './product-cart-line';
import styles from './cart.module.css';

const REMOVED = CART_MESSAGES.removed;
const REMOVE_FAILED = CART_MESSAGES.removeFailed;

/** The cart (spec section 2): lines with Buy Now and 'Remove to Cart', its empty and logged-out states. */
export function CartScreen() {
  useDocumentTitle('Cart');
  const auth = useAtomValue(authStateAtom);
  const cart = useCart();
  const remove = useRemoveFromCart();
  const removeDesign = useRemoveDesignFromCart();
  const setProductLine = useSetProductLine();
  const setDesignLine = useSetDesignLine();
  const { removeOnce, isRemoving } = useRemoveOnce();
  const removed = { onSuccess: () => setNotice({ text: REMOVED, failed: false }), onError: () => setNotice({ text: REMOVE_FAILED, failed: true }) };
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);

  let body;
  if (auth.status === 'signed-out') {
    body = (
      <StateBlock title="Log in first">
        <ButtonLink to="/login?redirect=%2Fcart">Login Now</ButtonLink>
      </StateBlock>
    );
  } else if (auth.status === 'unknown' || cart.isPending) {
    body = <p className={styles.loading}>Loading...</p>;
  } else if (cart.isError) {
    body = (
      <StateBlock title="No items in the cart." role="alert">
        <Button variant="secondary" onClick={() => void cart.refetch()}>
          Try again
        </Button>
      </StateBlock>
    );
  } else if (cart.data.products.length === 0 && cart.data.designs.length === 0) {
    body = (
      <StateBlock title={EMPTY_CART}>
        <p>Find something you like in our newest drops.</p>
        <ButtonLink to="/new-arrivals" variant="secondary">
          See New Arrivals
        </ButtonLink>
      </StateBlock>
    );
  } else {
    const cartId = cart.data._id;
    const designs = cart.data.designs;
    body = (
      <>
        <ul className={styles.lines} aria-label="Products in your cart">
          {cart.data.products.map((line) => {
            const key = `product:${line.productId}:${line.variantId}`;
            return (
              <ProductCartLine
                key={key}
                line={line}
                removing={isRemoving(key)}
                onRemove={() => removeOnce(key, () => remove.mutateAsync({ cartId, productId: line.productId, variantId: line.variantId }), removed)}
                onChange={(next) => setProductLine.mutateAsync({ productId: line.productId, variantId: line.variantId, ...(next.size ? { size: next.size } : {}), quantity: next.quantity })}
              />
            );
          })}
          {cart.data.designs.map((line, index) => {
            const key = `design:${line.designId}:${line.size}`;
            return (
              <DesignCartLine
                key={key}
                line={line}
                sizesInCart={designs.filter((other) => other.designId === line.designId).map((other) => other.size)}
                // 'Another size' once per design, under its last line.
                offersAnotherSize={!designs.slice(index + 1).some((other) => other.designId === line.designId)}
                removing={isRemoving(key)}
                onRemove={() => removeOnce(key, () => removeDesign.mutateAsync({ designId: line.designId, size: line.size }), removed)}
                onChange={(change) => setDesignLine.mutateAsync(change)}
              />
            );
          })}
        </ul>
        <CartDiscountCode held={cart.data.discountCode} />
        <CartTotals totals={cart.data.totals} code={cart.data.discountCode?.applies ? cart.data.discountCode.code : null} />
        {/* Beyond the spec: the whole cart at once, sizes and quantities chosen per line. */}
        <div className={styles.checkoutAll}>
          <ButtonLink to="/checkout/cart" size="lg">
            Checkout all
          </ButtonLink>
        </div>
      </>
    );
  }

  return (
    <section className={`shell ${styles.screen}`} aria-labelledby="cart-title">
      <h1 id="cart-title" className={styles.title}>
        Your Cart
      </h1>
      <p className={notice?.failed ? styles.error : styles.notice} role={notice?.failed ? 'alert' : 'status'}>
        {notice?.text ?? ''}
      </p>
      {body}
    </section>
  );
}

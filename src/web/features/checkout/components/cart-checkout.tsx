import { useState } from 'react';
import { PLEASE_LOG_IN_FIRST } from '../../../../shared/account-messages';
import { EMPTY_CART } from '../../../../shared/cart-messages';
import type { ShopUser } from '../../../stores/auth-atoms';
import { StateBlock } from '../../../components/state-block';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useCartCheckout, type CartCheckout } from '../hooks/use-cart-checkout';
import { CartCheckoutSummary } from './cart-checkout-summary';
import { CheckoutForm } from './checkout-form';
import checkoutStyles from './checkout.module.css';

/**
 * 'Checkout all' (beyond the spec): every cart line with its size and quantity chosen here,
 * then the same delivery form; each line becomes its own order, paid together.
 */
export function CartCheckoutScreen() {
  useDocumentTitle('Checkout');
  const checkout = useCartCheckout();
  const { auth, cart } = checkout;
  // The COD fee while COD is chosen (CheckoutForm tells it): its own line, and in the total.
  const [codFee, setCodFee] = useState(0);

  let body;
  if (auth.status === 'signed-out') {
    body = (
      <StateBlock title={PLEASE_LOG_IN_FIRST}>
        <ButtonLink to="/login?redirect=%2Fcart">Log In</ButtonLink>
      </StateBlock>
    );
  } else if (auth.status === 'unknown' || cart.isPending) {
    body = <p className={checkoutStyles.loading}>Loading...</p>;
  } else if (cart.isError || (checkout.lines.length === 0 && checkout.designLines.length === 0)) {
    body = (
      <StateBlock title={EMPTY_CART}>
        <ButtonLink to="/new-arrivals" variant="secondary">
          See New Arrivals
        </ButtonLink>
      </StateBlock>
    );
  } else {
    body = <CartCheckoutLayout checkout={checkout} user={auth.user} codFee={codFee} onCodFee={setCodFee} />;
  }

  return (
    <section className={`shell ${checkoutStyles.screen}`} aria-labelledby="cart-checkout-title">
      <h1 id="cart-checkout-title" className={checkoutStyles.title}>
        Checkout all
      </h1>
      {body}
    </section>
  );
}

interface CartCheckoutLayoutProps {
  checkout: CartCheckout;
  user: ShopUser;
  codFee: number;
  onCodFee: (fee: number) => void;
}

/** The loaded cart: the order's summary beside the delivery form, which places every line. */
function CartCheckoutLayout({ checkout, user, codFee, onCodFee }: CartCheckoutLayoutProps) {
  const { details, buyable, designs } = checkout;
  // The server's quote for the lines as chosen: the page shows it and sends its total, which
  // the order's transaction computes again (a different one is refused).
  const quote = checkout.quoteData;
  const loading = details.some((entry) => entry.product === undefined) || quote === undefined;
  const blockedReason = loading
    ? 'Loading...'
    : buyable.length === 0 && designs.length === 0
      ? 'Nothing in your cart is in stock.'
      : buyable.some((entry) => entry.choice.size === null)
        ? 'Choose a size for every product.'
        : undefined;
  return (
    <div className={checkoutStyles.layout}>
      <CartCheckoutSummary checkout={checkout} quote={quote} codFee={codFee} />
      <CheckoutForm
        total={quote?.total ?? null}
        onCodFee={onCodFee}
        codLines={{ productIds: buyable.map(({ line }) => line.productId), hasDesign: designs.length > 0 }}
        printed={designs.length > 0}
        user={user}
        blockedReason={blockedReason}
        toRequest={(paymentMethod, delivery, totalAmount) => ({
          kind: 'cart',
          body: {
            ...delivery,
            paymentMethod,
            totalAmount,
            ...(quote?.applies && quote.code ? { discountCode: quote.code } : {}),
            items: buyable.map(({ line, choice }) => ({
              productId: line.productId,
              variantId: line.variantId,
              size: choice.size!,
              quantity: choice.quantity,
              price: line.price,
            })),
            designs: designs.map(({ line, price, quantity }) => ({ designId: line.designId, size: line.size, quantity, price })),
          },
        })}
      />
    </div>
  );
}

import { useQueries, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { formatInr, formatInrExact, paiseToRupees, rupeesToPaise } from '../../../../shared/money';
import { deliveryChargePaise } from '../../../../shared/delivery-charge';
import { authStateAtom } from '../../../stores/auth-atoms';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { checkoutCartQuery, checkoutProductQuery, discountQuoteQuery, type DiscountQuoteBody } from '../api/checkout-calls';
import { cartTotal, startingChoice, type LineChoice } from '../logic/cart-lines';
import { CartLinePicker } from './cart-line-picker';
import { DesignLinePicker } from './design-line-picker';
import { CheckoutForm } from './checkout-form';
import checkoutStyles from './checkout.module.css';
import styles from './cart-checkout.module.css';

const lineKey = (line: { productId: string; variantId: string }) => `${line.productId}:${line.variantId}`;
const designKey = (line: { designId: string; size: string }) => `${line.designId}:${line.size}`;

/**
 * 'Checkout all' (beyond the spec): every cart line with its size and quantity chosen here,
 * then the same delivery form; each line becomes its own order, paid together.
 */
export function CartCheckoutScreen() {
  useDocumentTitle('Checkout');
  const auth = useAtomValue(authStateAtom);
  const cart = useQuery({ ...checkoutCartQuery, enabled: auth.status === 'signed-in' });
  const lines = cart.data?.products ?? [];
  const products = useQueries({ queries: lines.map((line) => checkoutProductQuery(line.productId)) });
  const [choices, setChoices] = useState<Record<string, LineChoice>>({});
  const designLines = cart.data?.designs ?? [];
  const [designQuantities, setDesignQuantities] = useState<Record<string, number>>({});
  // The COD fee while COD is chosen (CheckoutForm tells it): its own line, and in the total.
  const [codFee, setCodFee] = useState(0);
  const details = lines.map((line, index) => {
    const product = products[index]?.data;
    const variant = product?.variants.find((candidate) => candidate._id === line.variantId);
    const sizes = product ? (variant?.sizes ?? []) : undefined;
    // Until the shopper changes it here, a line starts from what was chosen with Add To Cart.
    const chosenHere = choices[lineKey(line)];
    const starting = startingChoice(line, sizes);
    return { line, product, sizes, choice: chosenHere ?? starting.choice, note: chosenHere ? null : starting.note };
  });
  // Sold-out lines (and designs in a colour no longer sold) stay in the cart but are not ordered.
  const buyable = details.filter((entry) => entry.sizes === undefined || entry.sizes.some((size) => size.stock > 0));
  const designs = designLines
    .filter((line) => line.available && line.price !== null)
    .map((line) => ({ line, price: line.price!, quantity: designQuantities[designKey(line)] ?? line.quantity }));
  const subtotal = cartTotal([
    ...buyable.map((entry) => ({ price: entry.line.price, quantity: entry.choice.quantity })),
    ...designs.map((entry) => ({ price: entry.price, quantity: entry.quantity })),
  ]);
  // The cart's code, priced by the server for the lines as chosen here: asked again when they change.
  const held = cart.data?.discountCode;
  const quoteBody: DiscountQuoteBody | null = held
    ? {
        discountCode: held.code,
        items: buyable.map(({ line, choice }) => ({ productId: line.productId, variantId: line.variantId, quantity: choice.quantity })),
        designs: designs.map(({ line, quantity }) => ({ designId: line.designId, quantity })),
      }
    : null;
  const { data: quoteData, isFetching: quoteFetching } = useQuery(discountQuoteQuery(quoteBody));

  let body;
  if (auth.status === 'signed-out') {
    body = (
      <div className={checkoutStyles.state}>
        <p className={checkoutStyles.stateTitle}>Please log in first</p>
        <ButtonLink to="/login?redirect=%2Fcart">Log In</ButtonLink>
      </div>
    );
  } else if (auth.status === 'unknown' || cart.isPending) {
    body = <p className={checkoutStyles.loading}>Loading...</p>;
  } else if (cart.isError || (lines.length === 0 && designLines.length === 0)) {
    body = (
      <div className={checkoutStyles.state}>
        <p className={checkoutStyles.stateTitle}>No items in your cart</p>
        <ButtonLink to="/new-arrivals" variant="secondary">
          See New Arrivals
        </ButtonLink>
      </div>
    );
  } else {
    // The cart's delivery rule, by the one shared function the server charges by (it refuses a different total).
    const { freeDeliveryFrom, deliveryChargeBelow } = cart.data.totals;
    const delivery = paiseToRupees(deliveryChargePaise(rupeesToPaise(subtotal), { freeDeliveryFromPaise: rupeesToPaise(freeDeliveryFrom), deliveryChargePaise: rupeesToPaise(deliveryChargeBelow) }));
    const quote = held ? quoteData : undefined;
    const saving = quote?.applies ? quote.saving : 0;
    const total = paiseToRupees(rupeesToPaise(subtotal) - rupeesToPaise(saving) + rupeesToPaise(delivery));
    const loading = details.some((entry) => entry.product === undefined) || (held !== undefined && quoteFetching);
    const blockedReason = loading
      ? 'Loading...'
      : buyable.length === 0 && designs.length === 0
        ? 'Nothing in your cart is in stock.'
        : buyable.some((entry) => entry.choice.size === null)
          ? 'Choose a size for every product.'
          : undefined;
    body = (
      <div className={checkoutStyles.layout}>
        <aside className={checkoutStyles.summary} aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className={checkoutStyles.sectionTitle}>
            Your order
          </h2>
          <ul className={styles.lines} aria-label="Products to order">
            {details.map((entry) => (
              <CartLinePicker
                key={lineKey(entry.line)}
                id={`line-${entry.line.variantId}`}
                name={entry.line.name}
                color={entry.line.variant.color}
                image={entry.line.variant.images[0]}
                price={entry.line.price}
                sizes={entry.sizes}
                choice={entry.choice}
                note={entry.note}
                onChange={(choice) => setChoices((current) => ({ ...current, [lineKey(entry.line)]: choice }))}
              />
            ))}
            {designLines.map((line) => (
              <DesignLinePicker
                key={designKey(line)}
                id={`design-${line.designId}-${line.size}`}
                line={line}
                quantity={designQuantities[designKey(line)] ?? line.quantity}
                onChange={(quantity) => setDesignQuantities((current) => ({ ...current, [designKey(line)]: quantity }))}
              />
            ))}
          </ul>
          <p className={styles.subtotal}>
            <span>Subtotal</span> <span data-testid="checkout-subtotal">{formatInr(subtotal)}</span>
          </p>
          {held && quote ? (
            quote.applies ? (
              <p className={`${styles.subtotal} ${styles.discount}`}>
                <span>Discount ({quote.code})</span> <span data-testid="checkout-discount">−{formatInrExact(saving)}</span>
              </p>
            ) : (
              <p className={styles.codeProblem} role="status">
                Code {quote.code} is not applied: {quote.problem}
              </p>
            )
          ) : null}
          <p className={styles.subtotal}>
            <span>Delivery</span> <span data-testid="checkout-delivery">{delivery === 0 ? 'Free' : formatInr(delivery)}</span>
          </p>
          {codFee > 0 ? (
            <p className={styles.subtotal}>
              <span>Cash on Delivery fee</span> <span data-testid="summary-cod-fee">{formatInr(codFee)}</span>
            </p>
          ) : null}
          <p className={styles.total}>
            <span>Total</span> <strong data-testid="checkout-total">{formatInr(paiseToRupees(rupeesToPaise(total) + rupeesToPaise(codFee)))}</strong>
          </p>
        </aside>
        <CheckoutForm
          total={total}
          onCodFee={setCodFee}
          codLines={{ productIds: buyable.map(({ line }) => line.productId), hasDesign: designs.length > 0 }}
          printed={designs.length > 0}
          user={auth.user}
          blockedReason={blockedReason}
          toRequest={(paymentMethod, delivery, totalAmount) => ({
            kind: 'cart',
            body: {
              ...delivery,
              paymentMethod,
              totalAmount,
              ...(quote?.applies ? { discountCode: quote.code } : {}),
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

  return (
    <section className={`shell ${checkoutStyles.screen}`} aria-labelledby="cart-checkout-title">
      <h1 id="cart-checkout-title" className={checkoutStyles.title}>
        Checkout all
      </h1>
      {body}
    </section>
  );
}

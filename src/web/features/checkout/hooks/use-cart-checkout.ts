import { useQueries, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { authStateAtom } from '../../../stores/auth-atoms';
import { checkoutCartQuery, checkoutProductQuery, checkoutQuoteQuery, type CheckoutQuoteBody } from '../api/checkout-calls';
import { startingChoice, type LineChoice } from '../logic/cart-lines';

export const lineKey = (line: { productId: string; variantId: string }) => `${line.productId}:${line.variantId}`;
export const designKey = (line: { designId: string; size: string }) => `${line.designId}:${line.size}`;

export type CartCheckout = ReturnType<typeof useCartCheckout>;

/**
 * 'Checkout all''s lines: the cart, each product line with its product and the size and quantity
 * chosen here, the design lines with their quantities, what is ordered of them, and the
 * server's quote for them (with the cart's discount code).
 */
export function useCartCheckout() {
  const auth = useAtomValue(authStateAtom);
  const cart = useQuery({ ...checkoutCartQuery, enabled: auth.status === 'signed-in' });
  const lines = cart.data?.products ?? [];
  const products = useQueries({ queries: lines.map((line) => checkoutProductQuery(line.productId)) });
  const [choices, setChoices] = useState<Record<string, LineChoice>>({});
  const designLines = cart.data?.designs ?? [];
  const [designQuantities, setDesignQuantities] = useState<Record<string, number>>({});
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
  // The checkout's one quote (items, the cart's code, delivery), priced by the server for the
  // lines as chosen here: asked again when they change. The cart's code is not a counted look-up.
  const held = cart.data?.discountCode;
  const quoteBody: CheckoutQuoteBody | null = cart.data
    ? {
        ...(held ? { discountCode: held.code } : {}),
        items: buyable.map(({ line, choice }) => ({ productId: line.productId, variantId: line.variantId, quantity: choice.quantity })),
        designs: designs.map(({ line, quantity }) => ({ designId: line.designId, quantity })),
      }
    : null;
  const { data: quoteData } = useQuery(checkoutQuoteQuery(quoteBody));

  return { auth, cart, lines, details, buyable, designLines, designQuantities, designs, held, quoteData, setChoices, setDesignQuantities };
}

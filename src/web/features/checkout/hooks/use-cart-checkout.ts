import { useQueries, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { authStateAtom } from '../../../stores/auth-atoms';
import { checkoutCartQuery, checkoutProductQuery, checkoutQuoteQuery } from '../api/checkout-calls';
import type { LineChoice } from '../logic/cart-lines';
import { cartCheckoutLines } from '../logic/cart-checkout-lines';

export { designKey, lineKey } from '../logic/cart-checkout-lines';

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
  const [designQuantities, setDesignQuantities] = useState<Record<string, number>>({});
  const { designLines, details, buyable, designs, held, quoteBody } = cartCheckoutLines(cart.data, (index) => products[index]?.data, choices, designQuantities);
  const { data: quoteData } = useQuery(checkoutQuoteQuery(quoteBody));

  return { auth, cart, lines, details, buyable, designLines, designQuantities, designs, held, quoteData, setChoices, setDesignQuantities };
}

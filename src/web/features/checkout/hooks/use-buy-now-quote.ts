import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../../api/errors';
import type { PricedCode } from '../../../components/discount-code-box';
import { checkoutQuoteQuery, type CheckoutQuoteBody } from '../api/checkout-calls';

/** The Buy Now line as the quote takes it (null until the page knows it and the shopper is signed in). */
export type BuyNowLine = CheckoutQuoteBody['items'][number] | null;

/**
 * Buy Now's quote: the same server quote as 'Checkout all' (items, code, delivery), for the one
 * line, with a code typed on this page. Applying a code asks the server once (a counted look-up)
 * and keeps its answer: the page shows it and the order sends it, and the order's transaction
 * prices it again. A code that does not apply is refused with the server's reason, not kept.
 */
export function useBuyNowQuote(line: BuyNowLine) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState<string | null>(null);
  const bodyFor = (discountCode: string | null): CheckoutQuoteBody | null => (line ? { items: [line], ...(discountCode ? { discountCode } : {}) } : null);
  const quote = useQuery(checkoutQuoteQuery(bodyFor(code), { counted: code !== null }));
  const apply = useMutation({
    mutationFn: async (typed: string) => {
      const body = bodyFor(typed);
      if (!body) return;
      const answer = await queryClient.fetchQuery(checkoutQuoteQuery(body, { counted: true }));
      // Refused as the cart refuses a code that does not apply (400, the reason in words).
      if (!answer.applies) throw new ApiError(400, answer.problem ?? '');
      setCode(typed);
    },
  });
  const data = quote.data;
  const held: PricedCode | undefined = code && data?.code ? { code: data.code, applies: data.applies, saving: data.saving, problem: data.problem } : undefined;
  return { quote: data, held, apply, remove: () => setCode(null) };
}

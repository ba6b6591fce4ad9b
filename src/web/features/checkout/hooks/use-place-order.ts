import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../../api/errors';
import { queryTags } from '../../../../api/query';
import { CHECKOUT_MESSAGES } from '../../../../shared/checkout-rules';
import { checkoutCart, placeCodOrder, startOnlinePayment, type CartCheckoutBody, type OrderDraft } from '../api/checkout-calls';
import type { PaymentMethod } from '../components/payment-choice';

/** One Buy Now order, or the whole cart ('Checkout all'). */
export type PlaceRequest = { kind: 'single'; method: PaymentMethod; draft: OrderDraft } | { kind: 'cart'; body: CartCheckoutBody };

/**
 * Checkout submit (spec section 4): processing, then to the provider's address (online) or
 * to /user-orders with the COD success message (COD).
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: PlaceRequest) => {
      const method = request.kind === 'single' ? request.method : request.body.paymentMethod;
      if (method === 'cod') {
        if (request.kind === 'single') await placeCodOrder(request.draft);
        else await checkoutCart(request.body);
        await queryClient.invalidateQueries({ queryKey: [queryTags.cart] });
        await queryClient.invalidateQueries({ queryKey: [queryTags.paymentStatus] });
        await navigate('/user-orders', { state: { notice: CHECKOUT_MESSAGES.codPlaced } });
        return;
      }
      const { redirectUrl } = request.kind === 'single' ? await startOnlinePayment(request.draft) : await checkoutCart(request.body);
      if (!redirectUrl) throw new ApiError('PARSING_ERROR', 'The shop did not answer with a payment address.');
      // A real redirect: the payment page is the provider's, not a screen of ours.
      window.location.assign(redirectUrl);
      // Stay busy until the browser leaves.
      await new Promise(() => undefined);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../../api/errors';
import { CHECKOUT_MESSAGES } from '../../../../shared/checkout-rules';
import { checkoutCart, placeCodOrder, startOnlinePayment, type CartCheckoutBody, type OrderDraft } from '../api/checkout-calls';
import type { PaymentMethod } from '../components/payment-choice';
import { clearDetailsDraft } from '../logic/details-draft';
import { newPressKey } from '../logic/press-key';
import { queryKeys } from '../../../../api/query-keys';

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
      // One key per press: however often this press reaches the server, it places one order.
      const pressKey = newPressKey();
      const method = request.kind === 'single' ? request.method : request.body.paymentMethod;
      if (method === 'cod') {
        const placed = request.kind === 'single' ? [await placeCodOrder(request.draft, pressKey)] : (await checkoutCart(request.body, pressKey)).orders;
        // Placed: the next checkout starts again from the profile. Here, not in a callback of the
        // form's: the navigation below unmounts the form before this function returns.
        clearDetailsDraft();
        await queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
        await queryClient.invalidateQueries({ queryKey: queryKeys.paymentStatus.all });
        // My Orders opens with the thank-you summary of this purchase (its checkout number in the address).
        const number = placed[0]?.checkoutNumber;
        await navigate(number ? `/user-orders?placed=${encodeURIComponent(number)}` : '/user-orders', { state: { notice: CHECKOUT_MESSAGES.codPlaced } });
        return;
      }
      const { redirectUrl } = request.kind === 'single' ? await startOnlinePayment(request.draft, pressKey) : await checkoutCart(request.body, pressKey);
      if (!redirectUrl) throw new ApiError('PARSING_ERROR', 'The shop did not answer with a payment address.');
      // A real redirect: the payment page is the provider's, not a screen of ours.
      window.location.assign(redirectUrl);
      // Stay busy until the browser leaves.
      await new Promise(() => undefined);
    },
  });
}

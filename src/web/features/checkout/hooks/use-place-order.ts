import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { queryTags } from '../../../../api/query';
import { CHECKOUT_MESSAGES } from '../../../../shared/checkout-rules';
import { placeCodOrder, startOnlinePayment, type OrderDraft } from '../api/checkout-calls';
import type { PaymentMethod } from '../components/payment-choice';

/**
 * Checkout submit (spec section 4): processing, then to the provider's address (online) or
 * to /user-orders with the COD success message (COD).
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ method, draft }: { method: PaymentMethod; draft: OrderDraft }) => {
      if (method === 'cod') {
        await placeCodOrder(draft);
        await queryClient.invalidateQueries({ queryKey: [queryTags.paymentStatus] });
        await navigate('/user-orders', { state: { notice: CHECKOUT_MESSAGES.codPlaced } });
        return;
      }
      const { redirectUrl } = await startOnlinePayment(draft);
      // A real redirect: the payment page is the provider's, not a screen of ours.
      window.location.assign(redirectUrl);
      // Stay busy until the browser leaves.
      await new Promise(() => undefined);
    },
  });
}

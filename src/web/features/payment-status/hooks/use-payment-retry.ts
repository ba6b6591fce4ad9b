import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../../api/errors';
import { queryKeys } from '../../../../api/query-keys';
import { CHECKOUT_MESSAGES } from '../../../../shared/checkout-rules';
import { payOnDeliveryInstead, readRetryChoices, retryPayment, type PaymentRef } from '../api/payment-calls';

/** What to offer under a payment that did not go through; asked once the payment is known to have ended. */
export function useRetryChoices(ref: PaymentRef, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.paymentStatus.retryChoices(ref.transactionId, ref.orderId),
    queryFn: () => readRetryChoices(ref),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: 1,
    refetchOnWindowFocus: false,
  });
}

/**
 * 'Try again' and 'Pay on delivery instead'. Try again leaves for the provider's page, as the
 * checkout's Pay Now does; COD follows the checkout's COD success: My Orders with the
 * thank-you summary and the spec's COD message.
 */
export function usePaymentRetry(ref: PaymentRef) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choice: 'online' | 'cod') => {
      if (choice === 'online') {
        const { redirectUrl } = await retryPayment(ref);
        if (!redirectUrl) throw new ApiError('PARSING_ERROR', 'The shop did not answer with a payment address.');
        window.location.assign(redirectUrl);
        // Stay busy until the browser leaves.
        await new Promise(() => undefined);
        return;
      }
      const { orders } = await payOnDeliveryInstead(ref);
      await queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.paymentStatus.orders });
      const number = orders[0]?.checkoutNumber;
      await navigate(number ? `/user-orders?placed=${encodeURIComponent(number)}` : '/user-orders', { replace: true, state: { notice: CHECKOUT_MESSAGES.codPlaced } });
    },
  });
}

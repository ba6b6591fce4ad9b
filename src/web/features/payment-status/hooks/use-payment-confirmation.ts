import { useQuery } from '@tanstack/react-query';
import { confirmPayment } from '../api/payment-calls';
import { queryKeys } from '../../../../api/query-keys';

const POLL_MS = 3000;
const GIVE_UP_AFTER = 40;

/**
 * Triggers the payment confirmation on load (spec section 4) and asks again every few
 * seconds while the provider still says pending; a settled answer ends the polling.
 */
export function usePaymentConfirmation(transactionId: string, orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.paymentStatus.confirmation(transactionId, orderId),
    queryFn: () => confirmPayment(transactionId, orderId),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: 2,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (query.state.data?.paymentStatus === 'Pending' && query.state.dataUpdateCount < GIVE_UP_AFTER ? POLL_MS : false),
  });
}

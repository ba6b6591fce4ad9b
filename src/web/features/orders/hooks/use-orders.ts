import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { authStateAtom } from '../../../stores/auth-atoms';
import { cancelOrder, confirmCodOrderByCode, ordersQuery, requestReturn, returnOrder, saveBankDetails, type OrderRef } from '../api/order-calls';
import { queryKeys } from '../../../../api/query-keys';

/** The signed-in shopper's orders; not asked for while signed out or unknown. */
export function useOrders() {
  const auth = useAtomValue(authStateAtom);
  return useQuery({ ...ordersQuery, enabled: auth.status === 'signed-in' });
}

/** Cancel or return one order, then reload the list. */
export function useOrderAction(kind: 'cancel' | 'return') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: OrderRef) => (kind === 'cancel' ? cancelOrder(ref) : returnOrder(ref)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.paymentStatus.all }),
  });
}

/** The return form's request (reason, note, photos), then reload the list. */
export function useReturnRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.paymentStatus.all }),
  });
}

/** The bank details for a cash on delivery refund, then reload the list (it shows them masked). */
export function useSaveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.paymentStatus.all }),
  });
}

/** The COD confirmation code typed at an order, then reload the list: the order is Processing. */
export function useConfirmCodByCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCodOrderByCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.paymentStatus.all }),
  });
}

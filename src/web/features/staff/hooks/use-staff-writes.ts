import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../../api/errors';
import { queryKeys } from '../../../../api/query-keys';
import { createShipment, createShipments, decideReturn, editProduct, markRefundPaidOut, moveOrder, retryRefund } from '../api/staff-calls';

export interface StaffNotice {
  ok: boolean;
  text: string;
}

/**
 * A staff write through the typed client. When it settles every query is refetched: the staff
 * lists and the storefront's own cached reads (catalogue, banners, home video, studio lists),
 * which the server's catalogue cache has just dropped.
 */
export function useStaffMutation<T, R>(write: (input: T) => Promise<R>, options: { onSuccess?: (result: R) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    ...(options.onSuccess ? { onSuccess: options.onSuccess } : {}),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/** A staff write that answers a message, shown beside what was changed (the server's words, or why it failed). */
export function useStaffWrite<T>(write: (input: T) => Promise<string>, refresh: 'all' | 'staff' = 'all') {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<StaffNotice | null>(null);
  const mutation = useMutation({
    mutationFn: write,
    onSuccess: (message) => setNotice({ ok: true, text: message }),
    onError: (error) => setNotice({ ok: false, text: messageOf(error, 'Something went wrong. Please try again.') }),
    onSettled: () => (refresh === 'all' ? queryClient.invalidateQueries() : queryClient.invalidateQueries({ queryKey: queryKeys.staff.all })),
  });
  return { mutation, notice };
}

/** Creates the courier shipment of one order, or of many; only the staff lists change. */
export const useCreateShipment = () => useStaffWrite(createShipment, 'staff');
export const useCreateShipments = () => useStaffWrite(createShipments, 'staff');

/** Moves an order along its life cycle; only the staff lists change. */
export const useMoveOrder = () => useStaffWrite(moveOrder, 'staff');

/** Accepts or refuses a return request; only the staff lists change (a return puts stock back: the catalogue refetches too). */
export const useDecideReturn = () => useStaffWrite(decideReturn, 'all');

/** Retries (or checks) a refund with the provider, or marks a cash on delivery refund paid out; only the staff lists change. */
export const useRetryRefund = () => useStaffWrite(retryRefund, 'staff');
export const useMarkRefundPaidOut = () => useStaffWrite(markRefundPaidOut, 'staff');

/** Saves a product's edited details, then (once the lists have refetched) closes the editor. */
export function useEditProduct(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editProduct, onSuccess: () => queryClient.invalidateQueries().then(onDone) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../api/errors';
import { queryKeys } from '../../../api/query-keys';

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

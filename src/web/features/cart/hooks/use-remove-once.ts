import { useCallback, useRef, useState } from 'react';

/**
 * One removal request per line at a time. A double click reaches the handler twice before the
 * mutation's pending state has re-rendered the button as disabled (TanStack Query tells React
 * on a later tick), so the second press would send a second request that can only fail (404)
 * and show the failure text after the success. A ref decides at once; the state disables the
 * button for as long as the request (and the cart's refetch after it) runs.
 */
export function useRemoveOnce() {
  const running = useRef(new Set<string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());

  const removeOnce = useCallback((key: string, request: () => Promise<unknown>, done: { onSuccess: () => void; onError: () => void }) => {
    if (running.current.has(key)) return;
    running.current.add(key);
    setBusy(new Set(running.current));
    request()
      .then(done.onSuccess, done.onError)
      .finally(() => {
        running.current.delete(key);
        setBusy(new Set(running.current));
      });
  }, []);

  return { removeOnce, isRemoving: (key: string) => busy.has(key) };
}

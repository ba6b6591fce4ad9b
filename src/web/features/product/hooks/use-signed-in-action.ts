import { useStore } from 'jotai';
import { useCallback } from 'react';
import { authStateAtom, type AuthState } from '../../../stores/auth-atoms';
import { togglePopupAtom } from '../../../stores/popup-atoms';

/**
 * Runs an action for a signed-in shopper, and opens the login-required popup for a visitor
 * (spec section 5). A tap that comes before /auth/verify has answered waits for the answer,
 * so a signed-in shopper on a slow line is never asked to log in.
 */
export function useSignedInAction(): (action: () => void) => void {
  const store = useStore();
  return useCallback(
    (action: () => void) => {
      const decide = (state: AuthState) => {
        if (state.status === 'signed-in') action();
        else store.set(togglePopupAtom);
      };
      const now = store.get(authStateAtom);
      if (now.status !== 'unknown') {
        decide(now);
        return;
      }
      const stop = store.sub(authStateAtom, () => {
        const next = store.get(authStateAtom);
        if (next.status === 'unknown') return;
        stop();
        decide(next);
      });
    },
    [store],
  );
}

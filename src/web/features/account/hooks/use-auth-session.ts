import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { authStateAtom, authStateFromVerify } from '../../../stores/auth-atoms';
import { currentUserQuery } from '../api/auth-session';

/**
 * Feeds the shared auth state from GET /auth/verify. Mounted once, at the root of the app, so
 * that every screen (inside the layout or not) knows who is signed in.
 */
export function useAuthSession(): void {
  const { status, data } = useQuery(currentUserQuery());
  const setAuthState = useSetAtom(authStateAtom);
  useEffect(() => {
    setAuthState(authStateFromVerify(status, data));
  }, [status, data, setAuthState]);
}

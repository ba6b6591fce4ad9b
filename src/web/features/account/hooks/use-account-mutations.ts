import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { authStateAtom, type ShopUser } from '../../../stores/auth-atoms';
import { logIn, logOut, resetPassword, signUp } from '../api/account-calls';
import { queryKeys } from '../../../../api/query-keys';

// A new session: remember the user without another verify call, and refetch whatever was
// loaded as a visitor (a cart that said 'Log in first', for example).
function useStartSession() {
  const queryClient = useQueryClient();
  const setAuthState = useSetAtom(authStateAtom);
  return (user: ShopUser) => {
    queryClient.setQueryData(queryKeys.auth.currentUser, user);
    setAuthState({ status: 'signed-in', user });
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.auth.all[0] });
  };
}

/** POST /auth/login; on success the shopper is signed in everywhere. */
export function useLogIn() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: logIn, onSuccess: startSession });
}

/** POST /auth/register; on success the new account is signed in everywhere. */
export function useSignUp() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: signUp, onSuccess: startSession });
}

/** POST /auth/save-pswd. The server ends every session of the account, so it is not signed in after. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/**
 * POST /auth/logout. On success every cached answer goes (spec section 4: a logout clears all
 * cached data, so nothing of this account is shown to the next person at this device) and the
 * shopper is signed out.
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  const setAuthState = useSetAtom(authStateAtom);
  return useMutation({
    mutationFn: logOut,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.auth.currentUser, null);
      setAuthState({ status: 'signed-out' });
    },
  });
}

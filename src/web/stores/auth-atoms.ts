import { atom } from 'jotai';
import type { components } from '../../api/schema.gen';

/** The signed-in user as /auth/verify, login and sign-up return it. */
export type ShopUser = components['schemas']['User'];

/**
 * The auth states of spec section 4: unknown until /auth/verify answers, then signed in (it
 * returned a user) or signed out (it failed). Held here, in app, so that the layout and every
 * feature can read it without features importing each other.
 */
export type AuthState = { status: 'unknown' } | { status: 'signed-in'; user: ShopUser } | { status: 'signed-out' };

export const authStateAtom = atom<AuthState>({ status: 'unknown' });

/** The signed-in user, or null while signed out or still unknown. */
export const currentUserAtom = atom((get) => {
  const state = get(authStateAtom);
  return state.status === 'signed-in' ? state.user : null;
});

/**
 * The auth state that a verify query in a given status means. The query answers null for a
 * 401 (no session), and any other failure counts as signed out too.
 */
export function authStateFromVerify(status: 'pending' | 'error' | 'success', user: ShopUser | null | undefined): AuthState {
  if (status === 'pending') return { status: 'unknown' };
  if (status === 'success' && user) return { status: 'signed-in', user };
  return { status: 'signed-out' };
}

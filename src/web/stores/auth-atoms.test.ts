import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { authStateAtom, authStateFromVerify, currentUserAtom, type ShopUser } from './auth-atoms';

const asha: ShopUser = {
  _id: '6f0c1a8e-5d1e-4c52-9c34-1a2b3c4d5e6f',
  username: 'Asha',
  email: 'asha@example.in',
  phone: '9876543210',
  address: 'MP Nagar, Bhopal',
  role: 'shopper',
};

describe('auth state', () => {
  it('starts unknown, with no user', () => {
    const store = createStore();
    expect(store.get(authStateAtom)).toEqual({ status: 'unknown' });
    expect(store.get(currentUserAtom)).toBeNull();
  });

  it('exposes the user only when signed in', () => {
    const store = createStore();
    store.set(authStateAtom, { status: 'signed-in', user: asha });
    expect(store.get(currentUserAtom)).toBe(asha);
    store.set(authStateAtom, { status: 'signed-out' });
    expect(store.get(currentUserAtom)).toBeNull();
  });

  it('maps the verify query: pending is unknown, a user is signed in, null or an error is signed out', () => {
    expect(authStateFromVerify('pending', undefined)).toEqual({ status: 'unknown' });
    expect(authStateFromVerify('success', asha)).toEqual({ status: 'signed-in', user: asha });
    expect(authStateFromVerify('success', null)).toEqual({ status: 'signed-out' });
    expect(authStateFromVerify('error', undefined)).toEqual({ status: 'signed-out' });
  });
});

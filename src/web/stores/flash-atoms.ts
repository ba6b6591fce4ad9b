import { atom } from 'jotai';

/**
 * A one-time notice for the next screen inside the layout ('Your account is ready' after
 * sign-up, whose screen is outside it and which may lead anywhere). The layout shows it once
 * and drops it when the shopper moves on.
 */
export const flashNoticeAtom = atom<string | null>(null);

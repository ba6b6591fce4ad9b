import type { DehydratedState } from '@tanstack/react-query';

/** The element of a server-rendered page that carries its dehydrated state (inert JSON, never run). */
export const SSR_STATE_ID = 'shop-state';

/**
 * The attribute on <html> once the app has hydrated (or drawn) the page's screen (ScreenLive,
 * app/screen-live.tsx): its links and buttons are the app's from then on. Tests wait for it
 * (tests/e2e/support/test.ts).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * The attribute on <html> from the moment React listens for events on the page (main.tsx sets it
 * as it calls hydrateRoot), before anything is hydrated: a tap from then on is React's to handle
 * or to refuse, which boot.ts tells apart.
 */
export const LISTENING_ATTRIBUTE = 'data-listening';

/** What the server hands the browser with a rendered page. */
export interface SsrState {
  /** TanStack Query's dehydrated cache: the first paint's data, nothing more. */
  queries: DehydratedState;
  /** Whether the page was rendered for a signed-in shopper (their user is in the auth query). */
  signedIn: boolean;
}

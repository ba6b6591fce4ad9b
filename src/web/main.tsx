import { hydrate } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { ApiError } from '../api/errors';
import { queryKeys } from '../api/query-keys';
import './app/fonts.css';
import './app/tokens.css';
import './app/global.css';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { appRoutes } from './app/router';
import { LISTENING_ATTRIBUTE, SSR_STATE_ID, type SsrState } from './ssr-state';
import { authStateAtom, authStateFromVerify, type ShopUser } from './stores/auth-atoms';

/** The state the server rendered the page with, or null for a page it did not render. */
function serverState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as SsrState;
    // Errors travel as plain data; the screens test for ApiError (a missing product's 404).
    for (const query of state.queries.queries) {
      const error = query.state.error as { kind?: ApiError['kind']; message?: string; code?: string } | null;
      if (error && typeof error === 'object' && 'kind' in error) {
        (query.state as { error: unknown }).error = new ApiError(error.kind!, error.message ?? '', error.code);
      }
    }
    // The page's data are as fresh as the page: a visitor's page is kept only until the next
    // catalogue write, so its answers count from now (no call for what the page already has).
    const now = Date.now();
    for (const query of state.queries.queries) {
      if (query.state.status === 'success' && query.queryKey[0] !== queryKeys.auth.all[0]) query.state.dataUpdatedAt = now;
    }
    return state;
  } catch {
    return null;
  }
}

function app(children: ReactNode, providers: Omit<Parameters<typeof AppProviders>[0], 'children'>) {
  return (
    <StrictMode>
      <AppProviders {...providers}>{children}</AppProviders>
    </StrictMode>
  );
}

/**
 * Loads the code of the screens at this address into their routes, as the server had them: the
 * router then draws the server's HTML at once instead of a fallback, and hydration matches.
 * (React Router's pattern for lazy routes with server rendering.) The chunks are already on their
 * way: the page preloads them (modulepreload).
 */
async function loadScreensHere(): Promise<void> {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined } satisfies Partial<RouteObject>);
    }),
  );
}

/**
 * The server put this page's stylesheets into its HTML (`<style data-href>`, ssr/page-document.ts).
 * Vite's loader of lazy screens looks for `<link rel="stylesheet">` to know which stylesheets a
 * page has, once, at its first load: a disabled link of each (never fetched, never applied) says
 * they are here, so a later screen does not load them again, later in the cascade.
 */
function announceInlineStylesheets(): void {
  const additions = document.createDocumentFragment();
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const href = style.dataset.href!;
    // boot.ts has announced them already on a page whose scripts it started.
    if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.disabled = true;
    link.rel = 'stylesheet';
    link.href = href;
    additions.append(link);
  }
  // One insertion: each link added on its own made the browser gather the stylesheets again.
  document.head.append(additions);
}

announceInlineStylesheets();
const root = document.getElementById('root');
const state = serverState();
if (root && state) {
  // A server-rendered page: the same client state as the server had, then hydrate in place.
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  const store = createStore();
  const user = queryClient.getQueryData<ShopUser | null>(queryKeys.auth.currentUser);
  store.set(authStateAtom, authStateFromVerify('success', state.signedIn ? user : null));
  // A screen whose code failed to load is the router's to report (its error screen), as on a navigation.
  void loadScreensHere()
    .catch(() => undefined)
    .then(() => {
      // Without transitions: the next screen's skeleton shows at once while its code loads.
      // hydrationData tells the router the page came from the server (no loaders here, so no data):
      // its first render then leaves the scroll alone, where without it the router scrolled to the
      // top as it hydrated, throwing back a shopper who had scrolled while the scripts waited for
      // the first picture (boot.ts). A reload's position the browser restores itself (the router
      // hands scrolling back to it as the page goes), an in-app visit's the router restores.
      const router = createBrowserRouter(appRoutes, { hydrationData: { loaderData: {} } });
      // Hydrated as a transition: React then works in slices of a few milliseconds and lets the
      // browser paint and take taps between them, instead of one task of the whole page (on a
      // mid-range phone that task was most of Lighthouse's Total Blocking Time). The server's
      // HTML is on screen and its links and forms work meanwhile; a tap on a part not yet
      // hydrated makes React hydrate that part first.
      startTransition(() => {
        hydrateRoot(root, app(<RouterProvider router={router} useTransitions={false} />, { queryClient, store }));
      });
      document.documentElement.setAttribute(LISTENING_ATTRIBUTE, '');
    });
} else if (root) {
  // The development server's page (no server render): draw from scratch.
  createRoot(root).render(app(<RouterProvider router={createBrowserRouter(appRoutes)} useTransitions={false} />, {}));
}

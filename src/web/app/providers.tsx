import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { HYDRATED_ATTRIBUTE } from '../ssr-state';
import { createQueryClient } from './query-client';

type JotaiStore = ReturnType<typeof createStore>;

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client or store; the app creates one of each on first render. */
  queryClient?: QueryClient;
  store?: JotaiStore;
}

/** Server state (TanStack Query) and client state (Jotai) for the whole storefront. */
export function AppProviders({ children, queryClient, store }: AppProvidersProps) {
  // Lazy state so that one client lives as long as the app, even under StrictMode's double render.
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Effects run after React has committed the whole tree: from here a click on a link is an
  // in-app visit, not a full page load. Tests wait for it (tests/e2e/support/test.ts, whenHydrated)
  // instead of guessing with a sleep. Outside React's tree (on <html>), so hydration never sees it.
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return (
    <QueryClientProvider client={client}>
      <JotaiProvider {...(store ? { store } : {})}>{children}</JotaiProvider>
    </QueryClientProvider>
  );
}

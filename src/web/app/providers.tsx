import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { useState, type ReactNode } from 'react';
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
  return (
    <QueryClientProvider client={client}>
      <JotaiProvider {...(store ? { store } : {})}>{children}</JotaiProvider>
    </QueryClientProvider>
  );
}

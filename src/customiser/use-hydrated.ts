import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page, true from the
 * render after (as src/web/hooks/use-hydrated.ts, which the customiser may not import): swatch
 * colours are set through the DOM then, since the CSP refuses style attributes in server HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page, true from the
 * render after. For what must differ between the two without a hydration mismatch: inline
 * style attributes (the Content-Security-Policy's style-src refuses them in the HTML, while React
 * sets them through the DOM), and links that stand in for buttons when scripts are off.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

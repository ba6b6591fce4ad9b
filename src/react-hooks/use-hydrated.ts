import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page, true from the
 * render after. For what must differ between the two without a hydration mismatch: inline
 * style attributes (the Content-Security-Policy's style-src refuses them in the HTML, while React
 * sets them through the DOM; the studio's swatch colours too), and links that stand in for
 * buttons when scripts are off. It lives in src/react-hooks, the one zone both the storefront
 * and the customiser may import (React helpers that know nothing of the shop).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

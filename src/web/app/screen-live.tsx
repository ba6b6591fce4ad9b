import { useEffect, type ComponentType } from 'react';
import { HYDRATED_ATTRIBUTE } from '../ssr-state';

/**
 * Marks <html> once the screen it is drawn with has been committed: from then on the page's
 * links are in-app visits and its buttons, tabs and size boxes the app's. Drawn inside the
 * screen, not at the root: React hydrates each Suspense boundary of the server's page in a pass
 * of its own after the root's, so an effect at the root ran while the layout and the screen
 * (each behind a boundary, router.tsx) were still the server's inert HTML, and a tap then was
 * lost (boot.ts replays an early tap from this mark; tests/e2e/support/test.ts, whenHydrated,
 * waits for it). Parts made with hydrateLater come later still, by design.
 */
export function ScreenLive() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}

const live = new WeakMap<ComponentType, ComponentType>();

/** The screen, drawn with ScreenLive after it (one wrapper per screen component). */
export function withScreenLive(Screen: ComponentType): ComponentType {
  let wrapped = live.get(Screen);
  if (!wrapped) {
    const Live = () => (
      <>
        <Screen />
        <ScreenLive />
      </>
    );
    Live.displayName = `Live(${Screen.displayName ?? Screen.name})`;
    wrapped = Live;
    live.set(Screen, wrapped);
  }
  return wrapped;
}

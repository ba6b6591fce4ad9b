import { useEffect } from 'react';
import { useHeadSink } from './head-sink';

export const SHOP_NAME = 'Bhopal Threads';

/** The tab title for a screen: 'New Arrivals · Bhopal Threads', or the shop's name alone. */
export function documentTitle(screen?: string): string {
  return screen ? `${screen} · ${SHOP_NAME}` : SHOP_NAME;
}

/** Sets document.title while the calling screen is shown. */
export function useDocumentTitle(screen?: string): void {
  // On the server (no effects) the title is recorded for the page's head.
  useHeadSink()?.record({ title: documentTitle(screen) });
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}

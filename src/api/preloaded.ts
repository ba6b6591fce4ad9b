import { PRELOADED_DATA_ID } from './preloaded-keys';

let preloaded: Record<string, unknown> | null | undefined;

/**
 * An API answer the server put in the page it served (the first banners, a product, a
 * listing's first page), so that the screen draws without waiting for a call. Each answer is
 * handed out once: later visits to the screen ask the API as usual. Undefined when absent.
 */
export function takePreloaded<T>(key: string): T | undefined {
  if (preloaded === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById(PRELOADED_DATA_ID);
    try {
      preloaded = element?.textContent ? (JSON.parse(element.textContent) as Record<string, unknown>) : null;
    } catch {
      preloaded = null;
    }
  }
  if (!preloaded || !(key in preloaded)) return undefined;
  const value = preloaded[key] as T;
  delete preloaded[key];
  return value;
}

/** Forgets what was read, for tests that set up a new page. */
export function resetPreloaded(): void {
  preloaded = undefined;
}

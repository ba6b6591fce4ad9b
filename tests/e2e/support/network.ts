import { expect, type Page, type Request } from '@playwright/test';

/**
 * The page's requests in flight, tracked from now on. `settled()` waits until none is left,
 * instead of a fixed sleep before checking that a double click sent no second request: a second
 * request would have left before the first one's answer was shown, and is counted once it ends.
 */
export function trackRequests(page: Page) {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return { settled: () => expect.poll(() => pending.size).toBe(0) };
}

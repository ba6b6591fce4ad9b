import { expect, test as base, type Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '../../../src/web/ssr-state';

export { expect };

/** What React says when the server's HTML and the browser's first render differ (production builds say it by number). */
export const HYDRATION_TROUBLE = /hydrat|did not match|didn't match|server rendered|Minified React error #(418|419|423|425)/i;

/**
 * Playwright's test, with every page watched for hydration trouble: a React warning
 * or error about hydration in the console, or thrown, on any page a test visits fails that test,
 * naming what React said. Every spec imports `test` from here.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const troubles: string[] = [];
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_TROUBLE.test(message.text())) {
        troubles.push(`${page.url()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_TROUBLE.test(error.message)) troubles.push(`${page.url()}: ${error.message}`);
    });
    await provide(page);
    expect(troubles, 'React hydration warnings or errors on the pages this test visited').toEqual([]);
  },
});

/**
 * Waits until the app has hydrated the page (ScreenLive marks <html> once React has committed
 * the screen): a click before that lands on the server's plain link and loads the next page in full
 * instead of visiting it in the app.
 */
export async function whenHydrated(page: Page): Promise<void> {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/** Whether the app has hydrated the page yet (see whenHydrated). */
export async function isHydrated(page: Page): Promise<boolean> {
  return (await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).count()) > 0;
}

/**
 * The app's scripts answered `ms` late, as on a slow phone network; not boot.ts, the page's first
 * script, which keeps a tap made meanwhile (src/web/boot.ts).
 */
export async function holdAppScripts(page: Page, ms: number): Promise<void> {
  await page.route(/\/assets\/(?!boot-)[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

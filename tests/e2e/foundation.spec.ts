import type { Page } from '@playwright/test';
import { expect, holdAppScripts, isHydrated, test, whenHydrated } from './support/test';
import { unwrap } from '../../src/api/client';
import { HYDRATED_ATTRIBUTE } from '../../src/web/ssr-state';
import { shopApi } from './support/api';

/** The page's scroll position once two reads a frame apart agree (a smooth scroll has ended). */
async function settledScrollY(page: Page): Promise<number> {
  let last = -1;
  await expect
    .poll(async () => {
      const now = await page.evaluate(
        () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY)))),
      );
      const settled = now === last;
      last = now;
      return settled;
    })
    .toBe(true);
  return last;
}

test.describe('storefront shell', () => {
  test('home has the navigation bar and the footer of the spec', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'New Arrivals', 'Trending', 'Customized', 'Upper Wear', 'Bottom Wear', 'Store']) {
      await expect(nav.getByRole('link', { name: label, exact: true }).first()).toBeAttached();
    }
    await expect(page.getByRole('link', { name: /cart/i }).first()).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const text of ['Products', 'Customer Care', 'Contact Us', 'Our Policy', '+91', 'Bhopal, Madhya Pradesh']) {
      await expect(footer.getByText(text).first()).toBeVisible();
    }
    for (const label of ['Privacy Policy', 'Terms & Conditions', 'Cancellation and Returns']) {
      await expect(footer.getByRole('link', { name: label })).toBeVisible();
    }
  });

  test("the page's first paint, before the app runs, is the server's page with the real header in its place", async ({ page, browser }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    const real = (await header.boundingBox())!;
    // The same page without JavaScript shows what a shopper sees before the app has loaded: the
    // server-rendered page, whose header stands exactly where the app's does.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()! });
    const before = await context.newPage();
    await before.goto(page.url());
    const early = before.getByRole('banner');
    await expect(early).toBeVisible();
    await expect(early.locator('.wordmark')).toContainText(/Bhopal\s*\/\s*Threads/i);
    const boot = (await early.boundingBox())!;
    expect(Math.abs(boot.height - real.height)).toBeLessThan(1);
    expect(boot.y).toBe(real.y);
    const bootMark = (await early.locator('.wordmark').boundingBox())!;
    const realMark = (await header.locator('.wordmark').boundingBox())!;
    expect(Math.abs(bootMark.x - realMark.x)).toBeLessThan(1);
    expect(Math.abs(bootMark.y - realMark.y)).toBeLessThan(1);
    await context.close();
    // One header, no boot band left from the old shell.
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.locator('.boot-header')).toHaveCount(0);
  });

  test('an unknown path shows the routing-failure screen', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText(/404/).first()).toBeVisible();
  });

  test('a screen opened from a link starts at the top, and Back returns to where the shopper was', async ({ page }) => {
    await page.goto('/new-arrivals');
    // The app's own visit and Back (a click before hydration is a full page load, whose Back the
    // browser restores by its own rule: CI once read 883 for 923 there).
    await whenHydrated(page);
    const card = page.getByRole('main').getByRole('link').filter({ has: page.getByRole('img') }).nth(5);
    await card.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // The card in the middle of the window: a click on a card that the sticky header half covers
    // makes Playwright scroll it into view first (40 px on desktop), which the shopper never did.
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    // The wheel scrolls smoothly: read the position once it has come to rest (CI read 394 mid-glide
    // and the page had stopped at 594 when the card was clicked).
    await settledScrollY(page);
    // Where the page was as the click landed: Playwright scrolls again before a click whose
    // target a moment's overlay hid (CI: 883 at the click, 923 read before it), and the shopper's
    // place is where they clicked.
    await page.evaluate(() => document.addEventListener('click', () => document.documentElement.setAttribute('data-click-y', String(window.scrollY)), { capture: true, once: true }));
    await card.click();
    await expect(page).toHaveURL(/\/display\//);
    const before = Number(await page.locator('html').getAttribute('data-click-y'));
    expect(before).toBeGreaterThan(300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/new-arrivals$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5);
    expect(await settledScrollY(page)).toBeLessThan(before + 5);
  });

  test('a shopper who scrolls while the scripts wait stays there when the app starts, and after a reload', async ({ page }) => {
    await holdAppScripts(page, 2000);
    await page.goto('/new-arrivals', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => window.scrollTo(0, 900));
    // As far as the page then goes (882 px on a phone before its fonts arrive).
    const scrolled = await settledScrollY(page);
    expect(scrolled).toBeGreaterThan(600);
    expect(await isHydrated(page), 'scrolled before hydration').toBe(false);
    await whenHydrated(page);
    // The router's first render scrolled a server-rendered page to the top (src/web/main.tsx).
    const hydrated = await settledScrollY(page);
    expect(Math.abs(hydrated - scrolled)).toBeLessThan(20);

    await page.unrouteAll();
    await page.reload();
    await whenHydrated(page);
    expect(Math.abs((await settledScrollY(page)) - hydrated)).toBeLessThan(20);
  });

  test('a tap the app handles while its screen is still being marked hydrated is made once, not undone by boot.ts', async ({ page }) => {
    // The moment between React listening (hydrateRoot) and the screen's mark (data-hydrated, set in
    // an effect after the commit) is short; here the mark is held until the test lets it through.
    await page.addInitScript((attribute) => {
      const held = window as unknown as { markHeld?: boolean; releaseMark?: () => void };
      const setAttribute = Element.prototype.setAttribute;
      Element.prototype.setAttribute = function (name: string, value: string) {
        if (this === document.documentElement && name === attribute && !held.releaseMark) {
          held.markHeld = true;
          held.releaseMark = () => setAttribute.call(this, name, value);
          return;
        }
        setAttribute.call(this, name, value);
      };
    }, HYDRATED_ATTRIBUTE);
    await page.goto('/faquetions');
    // The FAQ screen has committed: its effect asked for the mark.
    await page.waitForFunction(() => (window as unknown as { markHeld?: boolean }).markHeld === true);
    const first = page.locator('button[aria-controls^="faq-"]').first();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    // Let the mark through, then wait two timer turns: boot.ts replays a kept tap one turn after the mark.
    await page.evaluate(async () => {
      (window as unknown as { releaseMark: () => void }).releaseMark();
      for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await isHydrated(page)).toBe(true);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#faq-1-answer')).toBeVisible();
  });

  test("a screen whose code cannot be fetched shows the error screen inside the layout, and Try again opens it", async ({ page }) => {
    await page.goto('/new-arrivals');
    await whenHydrated(page);
    // A phone losing its connection as the product page's chunk is fetched (the router's lazy route fails).
    await page.route(/\/assets\/product-page-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await page.getByRole('main').getByRole('link').filter({ has: page.getByRole('img') }).first().click();
    await expect(page).toHaveURL(/\/display\//);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.unroute(/\/assets\/product-page-[^/]*\.js$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeVisible();
  });

  test('a screen that a later issue builds shows a clear placeholder, not a blank page', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('main')).toContainText(/\w{4,}/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

test.describe('new arrivals', () => {
  test('shows 8 products with real images, then more on View More', async ({ page }) => {
    await page.goto('/new-arrivals');
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(cards).toHaveCount(8);
    const images = cards.locator('img');
    await expect(images.first()).toBeVisible();
    // Every image really loaded (a broken image has no natural width).
    await expect
      .poll(async () =>
        images.evaluateAll((nodes) => nodes.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    await expect(cards.first()).toContainText('₹');

    await page.getByRole('button', { name: 'View More' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(8);
  });

  test('a product card leads to the product API data', async ({ page, request }) => {
    await page.goto('/new-arrivals');
    const link = page.getByRole('list', { name: 'Products' }).getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/display\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    const [, , productId] = href!.split('/');
    const product = await unwrap(shopApi(request).GET('/product/product/{productId}', { params: { path: { productId: productId! } } }));
    expect(product.variants.length).toBeGreaterThan(1);
  });
});

test.describe('API through the real server', () => {
  test('bad input gets a 400 or 404 with a clear message, never a 500', async ({ request }) => {
    const badPage = await request.get('/api/api/v1/product/tags/newarrival?page=-1');
    expect(badPage.status()).toBe(400);
    expect((await badPage.json()).message).toMatch(/page must be >= 1/);

    const unknown = await request.get('/api/api/v1/product/product/00000000-0000-4000-8000-000000000000');
    expect(unknown.status()).toBe(404);

    const malformed = await request.post('/api/api/v1/auth/login', {
      headers: { 'content-type': 'application/json' },
      data: Buffer.from('{"email":'),
    });
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).message).toBe('The request body is not valid JSON.');
  });
});

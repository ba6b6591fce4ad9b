import { unwrap } from '../../src/api/client';
import { markupProblems } from '../support/markup-check';
import { shopApi } from './support/api';
import { expect, test } from './support/test';

// The DOM after hydration of the storefront's pages checked with outside tools (the W3C Nu checker
// and pa11y found faults only there: the studio's upload label is drawn by the browser), run
// through the same html-validate guard as the server's HTML (tests/integration/markup-validity.test.ts).

test('home, a listing with filters open, a product page, search and the studio have no markup error once hydrated', async ({ page, request }) => {
  const list = await unwrap(shopApi(request).GET('/product/tags/{tag}', { params: { path: { tag: 'newarrival' }, query: { page: 1, limit: 1 } } }));
  const card = list.products[0]!;
  const pages = ['/', '/new-arrivals?size=M&sort=rating', `/display/${card._id}/${card.variantId}`, '/search?q=hodie', '/customized'];
  const found: Record<string, string[]> = {};
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const problems = await markupProblems(`<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`);
    if (problems.length) found[path] = problems;
  }
  expect(found).toEqual({});
});

test('the home video starts by itself and its Pause button stops it (WCAG 2.2.2, no autoplay attribute)', async ({ page }) => {
  test.setTimeout(150_000);
  // The demo video is made by ffmpeg in the background after the first start.
  await expect
    .poll(async () => (await (await page.request.get('/api/api/v1/video/get-video')).json()).data, { timeout: 90_000, intervals: [1000] })
    .not.toBeNull();
  await page.goto('/');
  const region = page.getByRole('region', { name: 'Lookbook video' });
  const video = region.locator('video');
  await video.scrollIntoViewIfNeeded();
  expect(await video.getAttribute('autoplay')).toBeNull();
  await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.paused), { timeout: 15_000 }).toBe(false);
  await region.getByRole('button', { name: 'Pause video' }).click();
  await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.paused)).toBe(true);
  await region.getByRole('button', { name: 'Play video' }).click();
  await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.paused)).toBe(false);
});

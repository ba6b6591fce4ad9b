import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { unwrap } from '../../src/api/client';
import { shopApi } from './support/api';

// The header's search box on every page and the results page (/search?q=), on the
// phone (Pixel 7: 412x915, touch) and desktop projects against the seeded demo catalogue.

function headerSearch(page: Page) {
  const form = page.getByRole('banner').getByRole('search', { name: 'Shop' });
  return { box: form.getByRole('searchbox', { name: 'Search the shop' }), submit: form.getByRole('button', { name: 'Search', exact: true }) };
}

/** The results page for 'hodie': hoodies only, with the count line. */
async function expectHoodiesFor(page: Page, typed: string) {
  await expect(page).toHaveURL(`/search?q=${typed}`);
  await expect(page).toHaveTitle(`Search results for “${typed}” · Bhopal Threads`);
  const results = page.getByRole('list', { name: 'Search results' });
  const names = results.getByRole('heading', { level: 3 });
  await expect(names.first()).toBeVisible();
  for (const name of await names.allTextContents()) expect(name).toMatch(/hoodie/i);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^\\d+ products? for "${typed}"$`) })).toBeVisible();
  // The box keeps the term searched for.
  await expect(headerSearch(page).box).toHaveValue(typed);
}

test('the header search on a product page opens the results for a typo with Enter', async ({ page, request }) => {
  const list = await unwrap(shopApi(request).GET('/product/tags/{tag}', { params: { path: { tag: 'newarrival' }, query: { page: 1, limit: 1 } } }));
  const card = list.products[0]!;
  await page.goto(`/display/${card._id}/${card.variantId}`);
  const { box } = headerSearch(page);
  await box.fill('hodie');
  await box.press('Enter');
  await expectHoodiesFor(page, 'hodie');
});

test('the header search on a policy page opens the results with its Search button', async ({ page }) => {
  await page.goto('/terms');
  const { box, submit } = headerSearch(page);
  // A blank box goes nowhere.
  await submit.click();
  await expect(page).toHaveURL('/terms');
  await box.fill('hodie');
  await submit.click();
  await expectHoodiesFor(page, 'hodie');
});

test('without JavaScript (or before the app runs) a blank header search goes nowhere and a typed one opens the results', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/terms');
  const { box, submit } = headerSearch(page);
  await submit.click();
  await expect(box).toBeFocused();
  await expect(page).toHaveURL('/terms');
  await box.fill('hodie');
  await submit.click();
  await expect(page).toHaveURL('/search?q=hodie');
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 3 }).first()).toContainText(/hoodie/i);
  await context.close();
});

test("a search with no hits says 'No results found' and offers words to try that find something", async ({ page }) => {
  await page.goto('/search?q=kurta');
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  const tries = page.getByRole('main').getByText(/^Try:/).getByRole('link');
  await expect(tries.first()).toBeVisible();
  const word = (await tries.first().textContent())!;
  await tries.first().click();
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(word).replaceAll('%20', '+')}`);
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
});

test("the home search's 'See all' opens every hit on the results page", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('hood');
  const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
  await seeAll.click();
  await expect(page).toHaveURL('/search?q=hood');
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
});

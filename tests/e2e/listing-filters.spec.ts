import type { Locator, Page } from '@playwright/test';
import { expect, test, whenHydrated } from './support/test';

// Sort and filters of the listings and the search page, kept in the address, on the
// phone (412x915, touch) and desktop projects against the seeded demo catalogue.

/** The final prices of the cards shown, in order ('₹1,299' -> 1299). */
async function pricesIn(list: Locator): Promise<number[]> {
  const texts = await list.locator(':scope > li').evaluateAll((cards) =>
    cards.map((card) => card.querySelector('[data-price="final"], [class*="final"]')?.textContent ?? ''),
  );
  // A card without a price (the selector lost) would read 0 and pass any order check.
  expect(texts.every((text) => /₹\s*[\d,]+/.test(text))).toBe(true);
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

/** Waits for the list of the address to be drawn: the old list stays (aria-busy) until the new one arrives. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const controls = (page: Page) => page.getByRole('form', { name: 'Sort and filter' });
const countHeading = (page: Page) => controls(page).getByRole('heading', { level: 2 });

/** Opens the filters panel if it is closed, as a shopper would (tap on a phone, click on desktop). */
async function openFilters(page: Page) {
  const summary = controls(page).locator('summary');
  if ((await controls(page).locator('details').getAttribute('open')) === null) await summary.click();
  await expect(controls(page).getByRole('group', { name: 'Size in stock' })).toBeVisible();
}

test('new arrivals: sort and filters go into the address, survive a reload and step back with Back', async ({ page }) => {
  await page.goto('/new-arrivals');
  await whenHydrated(page);
  const grid = page.getByRole('list', { name: 'Products' });
  await expect(countHeading(page)).toHaveText(/^\d+ products?$/);
  const total = Number((await countHeading(page).textContent())!.replace(/\D/g, ''));

  await controls(page).getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL('/new-arrivals?sort=price-asc');
  await expect.poll(async () => {
    const prices = await pricesIn(grid);
    return prices.length > 0 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
  }).toBe(true);

  await openFilters(page);
  const sizeL = controls(page).getByRole('checkbox', { name: 'L', exact: true });
  await sizeL.click();
  await expect(page).toHaveURL('/new-arrivals?sort=price-asc&size=L');
  await expect(sizeL).toBeChecked();
  const band = controls(page).getByRole('radio', { name: '₹500 – ₹999' });
  await band.click();
  await expect(page).toHaveURL('/new-arrivals?sort=price-asc&size=L&price=500-999');
  await expect(controls(page).locator('summary')).toHaveText('Filters (2)');
  await settled(page);
  expect(Number((await countHeading(page).textContent())!.replace(/\D/g, ''))).toBeLessThan(total);
  const filtered = await countHeading(page).textContent();
  await expect.poll(async () => (await pricesIn(grid)).every((price) => price >= 500 && price <= 999)).toBe(true);
  const shown = await grid.getByRole('heading', { level: 3 }).allTextContents();

  // A reload (or the link shared) opens the same list, drawn by the server, with the same choices.
  await page.reload();
  await expect(page).toHaveURL('/new-arrivals?sort=price-asc&size=L&price=500-999');
  await expect(controls(page).getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(countHeading(page)).toHaveText(filtered!);
  await expect(controls(page).getByRole('checkbox', { name: 'L', exact: true })).toBeChecked();
  await expect(controls(page).getByRole('radio', { name: '₹500 – ₹999' })).toBeChecked();
  await expect(grid.getByRole('heading', { level: 3 })).toHaveText(shown);

  // Back undoes the last choice, then the one before: the app's history, once it has the reloaded page.
  await whenHydrated(page);
  await page.goBack();
  await expect(page).toHaveURL('/new-arrivals?sort=price-asc&size=L');
  await expect(controls(page).getByRole('radio', { name: 'Any price' })).toBeChecked();

  // Clear filters keeps the sort.
  await openFilters(page);
  await controls(page).getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/new-arrivals?sort=price-asc');
  await expect(countHeading(page)).toHaveText(`${total} products`);
});

test('a filtered list that matches nothing says so and offers to clear the filters', async ({ page }) => {
  await page.goto('/trending?color=No%20Such%20Colour');
  await expect(page.getByText('No products match these filters.')).toBeVisible();
  await expect(countHeading(page)).toHaveText('0 products');
  await page.getByRole('link', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL('/trending');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
});

test('upper wear: a tab keeps the sort and filters, and the colour filter lists the tab colours', async ({ page }) => {
  await page.goto('/upper-wear?sort=price-desc&size=M');
  // The tabs are the app's buttons: a click before hydration does nothing.
  await whenHydrated(page);
  await page.getByRole('tab', { name: 'Hoodie' }).click();
  await expect(page).toHaveURL('/upper-wear?tab=hoodie&sort=price-desc&size=M');
  const grid = page.getByRole('list', { name: 'Products' });
  await expect.poll(async () => {
    const prices = await pricesIn(grid);
    return prices.length > 0 && prices.every((price, index) => index === 0 || prices[index - 1]! >= price);
  }).toBe(true);
  await openFilters(page);
  const colours = controls(page).getByRole('group', { name: 'Colour' }).getByRole('checkbox');
  await expect(colours.first()).toBeVisible();
  const colour = (await colours.first().getAttribute('value'))!;
  await colours.first().click();
  await expect(page).toHaveURL(`/upper-wear?tab=hoodie&sort=price-desc&size=M&color=${encodeURIComponent(colour).replace(/%20/g, '+')}`);
  // Every card now shows that colour.
  await expect.poll(async () => {
    const names = await grid.locator(':scope > li a p').allTextContents();
    return names.length > 0 && names.every((text) => text === colour);
  }).toBe(true);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Hoodie' })).toHaveAttribute('aria-selected', 'true');
  await expect(controls(page).getByRole('checkbox', { name: colour, exact: true })).toBeChecked();
});

test('the search page sorts its hits and keeps the sort and the term after a reload', async ({ page }) => {
  await page.goto('/search?q=tee');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  const sort = controls(page).getByLabel('Sort by');
  await expect(sort).toHaveValue('');
  await expect(sort.locator('option').first()).toHaveText('Best match');
  await sort.selectOption('price-desc');
  await expect(page).toHaveURL('/search?q=tee&sort=price-desc');
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ products? for "tee"$/ })).toBeVisible();
  const descending = async () => {
    const prices = await pricesIn(results);
    return prices.length > 0 && prices.every((price, index) => index === 0 || prices[index - 1]! >= price);
  };
  await expect.poll(descending).toBe(true);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search the shop' })).toHaveValue('tee');
  await expect(controls(page).getByLabel('Sort by')).toHaveValue('price-desc');
  await expect.poll(descending).toBe(true);
});

test('the controls are big enough to tap and work from the keyboard', async ({ page }) => {
  await page.goto('/new-arrivals');
  await openFilters(page);
  const targets = [
    controls(page).getByLabel('Sort by'),
    controls(page).locator('summary'),
    ...['M', 'L', 'XL', 'XXL'].map((size) => controls(page).getByRole('checkbox', { name: size, exact: true }).locator('xpath=..')),
    controls(page).getByRole('radio', { name: 'Any price' }).locator('xpath=..'),
    controls(page).getByRole('button', { name: 'Apply filters' }),
  ];
  for (const target of targets) {
    const box = (await target.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  // Keyboard: Space ticks the focused size, and the address follows.
  await controls(page).getByRole('checkbox', { name: 'XL', exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL('/new-arrivals?size=XL');
  await expect(controls(page).getByRole('checkbox', { name: 'XL', exact: true })).toBeFocused();
});

test('without JavaScript the filters are a plain form the server answers', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/new-arrivals');
  await page.locator('summary', { hasText: 'Filters' }).click();
  await page.getByRole('checkbox', { name: 'XXL', exact: true }).check();
  await page.getByRole('radio', { name: '₹500 – ₹999' }).check();
  await page.getByLabel('Sort by').selectOption('price-desc');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/new-arrivals\?sort=price-desc&size=XXL&price=500-999$/);
  const prices = await pricesIn(page.getByRole('list', { name: 'Products' }));
  expect(prices.length).toBeGreaterThan(0);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  for (const price of prices) expect(price).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole('checkbox', { name: 'XXL', exact: true })).toBeChecked();
  await context.close();
});

test('the list stands where the server drew it: hydration moves nothing above it', async ({ page, browser }, testInfo) => {
  const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
  const before = await context.newPage();
  await before.goto('/new-arrivals');
  const drawn = (await before.getByRole('list', { name: 'Products' }).boundingBox())!;
  await context.close();
  await page.goto('/new-arrivals');
  // Hydrated: the page's scripts have run and nothing is left to load.
  await page.waitForLoadState('networkidle');
  const hydrated = (await page.getByRole('list', { name: 'Products' }).boundingBox())!;
  expect(Math.abs(hydrated.y - drawn.y)).toBeLessThan(1);
});

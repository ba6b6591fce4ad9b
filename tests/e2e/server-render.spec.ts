import type { Page } from '@playwright/test';
import { expect, HYDRATION_TROUBLE, test } from './support/test';
import { API_BASE as API } from '../../src/api/client';

interface Card {
  _id: string;
  variantId: string;
  name: string;
}

/** Console errors and warnings, and uncaught errors, about hydration on this page. */
function watchHydration(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_TROUBLE.test(message.text())) found.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_TROUBLE.test(error.message)) found.push(error.message);
  });
  return found;
}

/** The first new arrival, straight from the API. */
async function firstNewArrival(page: Page): Promise<Card> {
  const body = (await (await page.request.get(`${API}/product/tags/newarrival?page=1&limit=8`)).json()) as { data: { products: Card[] } };
  return body.data.products[0]!;
}

test.describe('server-rendered pages', () => {
  test('hydrate without a warning on every page visited', async ({ page }) => {
    const troubles = watchHydration(page);
    const product = await firstNewArrival(page);
    const visits = ['/', '/new-arrivals', '/trending', '/upper-wear', '/search?q=hodie', `/display/${product._id}/${product.variantId}`, '/terms', '/faquetions', '/cart', '/no-such-page'];
    for (const path of visits) {
      await page.goto(path);
      // Hydrated: the app's own View More button, the studio link and so on answer to clicks.
      await page.waitForLoadState('networkidle');
      expect(troubles, `hydration trouble on ${path}`).toEqual([]);
    }
  });

  test('an unknown address answers 404 with the error screen, a missing product 404 with its not-found screen', async ({ page }) => {
    const unknown = await page.goto('/no-such-page');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    const missing = await page.goto('/display/00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-000000000000');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This piece is not in the shop' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home -> listing -> product shows products, names, prices, pictures and links', async ({ page }) => {
    const product = await firstNewArrival(page);
    await page.goto('/');
    const newArrivals = page.getByRole('region', { name: 'New Arrivals' });
    await expect(newArrivals.getByRole('link', { name: new RegExp(product.name) }).first()).toBeVisible();
    await expect(newArrivals.getByRole('img').first()).toBeVisible();
    await expect(newArrivals.getByText('₹').first()).toBeVisible();

    await page.getByRole('link', { name: 'See all new arrivals' }).click();
    await expect(page).toHaveURL(/\/new-arrivals$/);
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(cards).toHaveCount(8);
    // View More is a link to the next page, which the server renders with the first.
    await page.getByRole('link', { name: 'View More' }).click();
    await expect(page).toHaveURL(/\/new-arrivals\?page=2$/);
    expect(await cards.count()).toBeGreaterThan(8);

    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/display\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('₹').first()).toBeVisible();
    await expect(page.getByRole('img').first()).toBeVisible();
  });
});

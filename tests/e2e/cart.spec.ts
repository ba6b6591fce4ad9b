import type { APIRequestContext, Page } from '@playwright/test';
import { expect, holdAppScripts, isHydrated, test, whenHydrated } from './support/test';
import { unwrap } from '../../src/api/client';
import type { components } from '../../src/api/schema.gen';
import { shopApi } from './support/api';
import { trackRequests } from './support/network';

type Product = components['schemas']['ProductCard'];
import { apiPost, signUpThroughApi } from './support/session';

test('a visitor is asked to log in first', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByText('Log in first')).toBeVisible();
  await page.getByRole('link', { name: 'Login Now' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
});

test('cart: add, count in the header, Buy Now link, remove, empty state', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/cart');
  await expect(page.getByText('No items in your cart')).toBeVisible();

  const list = (await shopApi(page.request).GET('/product/tags/{tag}', { params: { path: { tag: 'trending' }, query: { page: 1, limit: 2 } } })).data!;
  const [first, second] = list.data.products as [Product, Product];
  expect((await apiPost(page, '/cart/add', { productId: first._id, variantId: first.variantId })).ok()).toBe(true);
  expect((await apiPost(page, '/cart/add', { productId: second._id, variantId: second.variantId })).ok()).toBe(true);

  await page.goto('/cart');
  const lines = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText(first.name);
  await expect(lines.first()).toContainText(first.color);
  await expect(lines.first()).toContainText('₹');
  await expect(page.getByRole('link', { name: /cart/i }).first()).toContainText('2');
  await expect(lines.first().getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', `/display/${first._id}/${first.variantId}`);

  await lines.first().getByRole('button', { name: 'Remove to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product remove to cart successfully' })).toBeVisible();
  await expect(lines).toHaveCount(1);
  await expect(page.getByRole('link', { name: /cart/i }).first()).toContainText('1');
});

test('a custom design in the cart: its preview and price, counted in the header, removed with Remove to Cart', async ({ page }) => {
  await signUpThroughApi(page);
  const colours = (await shopApi(page.request).GET('/customized/getImage', { params: { query: { types: 'hoodie' } } })).data!;
  const colour = colours.data[0] as { color: string; price: number };
  const document = {
    version: 1,
    garment: 'hoodie',
    color: colour.color,
    size: 'XL',
    sides: { front: [], back: [{ id: 'text-1', kind: 'text', content: 'Bhopal', color: '#ffffff', fontSize: 28, fontWeight: 'bold', fontStyle: 'normal', x: 200, y: 200, rotation: 0, width: 600 }] },
  };
  const saved = await apiPost(page, '/designs', { document });
  expect(saved.status()).toBe(201);
  const { data } = await saved.json();
  const added = await shopApi(page.request).POST('/designs/{designId}/cart', { params: { path: { designId: data._id } } });
  expect(added.response.status).toBe(200);

  await page.goto('/cart');
  // Remove to Cart is the app's button: a tap before hydration reaches no handler.
  await whenHydrated(page);
  const line = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Custom Hoodie');
  await expect(line).toContainText(`Colour: ${colour.color} · Printed: back`);
  await expect(line.getByRole('combobox', { name: /^Size of/ })).toHaveValue('XL');
  await expect(line).toContainText(`₹${Math.floor(colour.price + 249).toLocaleString('en-IN')}`);
  await expect(line.getByRole('img', { name: `Your design on a ${colour.color} Custom Hoodie` })).toBeVisible();
  await expect(page.getByRole('link', { name: /cart/i }).first()).toContainText('1');

  await line.getByRole('button', { name: 'Remove to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product remove to cart successfully' })).toBeVisible();
  await expect(page.getByText('No items in your cart')).toBeVisible();
  // The design itself stays saved.
  expect(await unwrap(shopApi(page.request).GET('/designs'))).toHaveLength(1);
});

/** A product colour with at least `least` pieces in size M (the seed varies stock by colour and size). */
/**
 * The trending colour with the most in size M (at least `least`): other specs order from the same
 * shop at the same time, and a colour with exactly `least` left was bought down under a test's
 * feet (Checkout all then rightly offered the 2 still in stock, where the test expected 3).
 */
async function colourWithM(request: APIRequestContext, least: number) {
  const list = (await shopApi(request).GET('/product/tags/{tag}', { params: { path: { tag: 'trending' }, query: { page: 1, limit: 8 } } })).data!;
  type Variant = { _id: string; sizes: { size: string; stock: number }[] };
  let best: { product: { _id: string; name: string; finalPrice: number }; variant: Variant; stock: number } | null = null;
  for (const item of list.data.products as { _id: string }[]) {
    const product = await unwrap(shopApi(request).GET('/product/product/{productId}', { params: { path: { productId: item._id } } }));
    for (const variant of product.variants as Variant[]) {
      const stock = variant.sizes.find((entry) => entry.size === 'M')?.stock ?? 0;
      if (stock >= least && stock > (best?.stock ?? 0)) best = { product: product as { _id: string; name: string; finalPrice: number }, variant, stock };
    }
  }
  if (!best) throw new Error(`the seed has no trending colour with ${least} in size M`);
  return { product: best.product, variant: best.variant };
}

test('the size and quantity chosen on the product page stay on the cart line and start Checkout all', async ({ page }) => {
  await signUpThroughApi(page);
  const { product, variant } = await colourWithM(page.request, 3);
  await page.goto(`/display/${product._id}/${variant._id}`);
  // The product page's scripts start once its photo is painted: a size tapped before hydration is lost.
  await whenHydrated(page);
  await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }).check();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByTestId('quantity-value')).toHaveText('3');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/cart/add'));
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  expect((await sent).postDataJSON()).toEqual({ productId: product._id, variantId: variant._id, size: 'M', quantity: 3 });
  await expect(page.getByRole('status').filter({ hasText: 'Product added to cart successfully' })).toBeVisible();

  await page.goto('/cart');
  const line = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('combobox', { name: /^Size of/ })).toHaveValue('M');
  await expect(line.getByRole('combobox', { name: /^Quantity of/ })).toHaveValue('3');

  await page.getByRole('link', { name: 'Checkout all' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  const picked = page.getByRole('list', { name: 'Products to order' }).getByRole('listitem').first();
  await expect(picked.getByLabel('Size')).toHaveValue('M');
  await expect(picked.getByLabel('Quantity')).toHaveValue('3');
  await expect(picked.getByLabel('Quantity')).toBeEnabled();
  await expect(page.getByText('Choose a size for every product.')).toHaveCount(0);
  // The cart's delivery charge (default: ₹49 below ₹999 of items) is in the total.
  const withDelivery = (items: number) => items + (items < 999 ? 49 : 0);
  await expect(page.getByTestId('checkout-total')).toHaveText(`₹${withDelivery(product.finalPrice * 3).toLocaleString('en-IN')}`);
  // Still the shopper's to change.
  await picked.getByLabel('Quantity').selectOption('2');
  await expect(page.getByTestId('checkout-total')).toHaveText(`₹${withDelivery(product.finalPrice * 2).toLocaleString('en-IN')}`);
});

test('a double click on Remove to Cart sends one request and says the success text once', async ({ page }) => {
  await signUpThroughApi(page);
  const { product, variant } = await colourWithM(page.request, 1);
  expect((await apiPost(page, '/cart/add', { productId: product._id, variantId: variant._id })).ok()).toBe(true);
  const removals: string[] = [];
  const network = trackRequests(page);
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/cart/removetocart')) removals.push(request.url());
  });
  // A slow network (the real server answers, later), so the second click lands while the first request runs.
  await page.route('**/api/api/v1/cart/removetocart', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });

  await page.goto('/cart');
  const line = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await line.getByRole('button', { name: 'Remove to Cart' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Product remove to cart successfully' })).toBeVisible();
  await expect(page.getByText('No items in your cart')).toBeVisible();
  await network.settled();
  expect(removals).toHaveLength(1);
  await expect(page.getByText('Error adding product to cart')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Product remove to cart successfully' })).toBeVisible();
});

/** The cart with one line of `least` or more in M, opened as on a budget phone: scripts late, a slow processor. */
async function cartOnSlowPhone(page: Page, least: number) {
  await signUpThroughApi(page);
  const { product, variant } = await colourWithM(page.request, least);
  expect((await apiPost(page, '/cart/add', { productId: product._id, variantId: variant._id })).ok()).toBe(true);
  await holdAppScripts(page, 2000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
  // Not 'domcontentloaded': it waits for the page's module scripts, which the app's are here.
  await page.goto('/cart', { waitUntil: 'commit' });
  const lines = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  expect(await isHydrated(page), 'used before hydration').toBe(false);
  return lines;
}

test('Remove to Cart tapped before the scripts start is made once they do (src/web/boot.ts)', async ({ page }) => {
  const line = await cartOnSlowPhone(page, 1);
  // A button tapped before React runs reaches no handler: boot.ts, the page's first script, taps again.
  await line.getByRole('button', { name: 'Remove to Cart' }).click();
  await whenHydrated(page);
  await expect(page.getByRole('status').filter({ hasText: 'Product remove to cart successfully' })).toBeVisible();
  await expect(page.getByText('No items in your cart')).toBeVisible();
  expect((await unwrap(shopApi(page.request).GET('/cart/getusercart'))).products).toHaveLength(0);
});

test('a quantity picked before the scripts start is kept once they do (src/web/boot.ts)', async ({ page }) => {
  const line = await cartOnSlowPhone(page, 3);
  // Hydrating the select put the server's 1 back, and the shopper's 3 was silently undone.
  await line.getByRole('combobox', { name: /^Quantity of/ }).selectOption('3');
  await whenHydrated(page);
  await expect(line.getByRole('combobox', { name: /^Quantity of/ })).toHaveValue('3');
  await expect.poll(async () => (await unwrap(shopApi(page.request).GET('/cart/getusercart'))).products[0]?.quantity).toBe(3);
});

test('a shopper logged out in another tab gets the login popup from Add To Cart, not the failure text', async ({ page, context }) => {
  await signUpThroughApi(page);
  const list = (await shopApi(page.request).GET('/product/tags/{tag}', { params: { path: { tag: 'trending' }, query: { page: 1, limit: 1 } } })).data!;
  const [product] = list.data.products as [Product];
  await page.goto(`/display/${product._id}/${product.variantId}`);
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeVisible();

  // Another tab of the same browser logs out.
  const other = await context.newPage();
  expect((await shopApi(other.request).POST('/auth/logout')).response.ok).toBe(true);
  await other.close();

  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Log In or Register' })).toBeVisible();
  await expect(page.getByText('Error adding product to cart')).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
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

  const list = await (await page.request.get('/api/api/v1/product/tags/trending?page=1&limit=2')).json();
  const [first, second] = list.data.products;
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

import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { unwrap } from '../../src/api/client';
import { shopApi } from './support/api';
import { apiPost, signUpThroughApi } from './support/session';

const inr = (rupees: number) => `₹${Math.floor(rupees).toLocaleString('en-IN')}`;
/** The default delivery rule, written out here so that a server charging otherwise fails: free from ₹999 of items, ₹49 below. */
const deliveryFor = (items: number) => (items > 0 && items < 999 ? 49 : 0);

/** A product colour with at least `least` pieces in sizes M and L. */
async function colourWithStock(request: APIRequestContext, least: number) {
  const list = (await shopApi(request).GET('/product/tags/{tag}', { params: { path: { tag: 'newarrival' }, query: { page: 1, limit: 8 } } })).data!;
  for (const item of list.data.products as { _id: string }[]) {
    const product = await unwrap(shopApi(request).GET('/product/product/{productId}', { params: { path: { productId: item._id } } }));
    const variant = (product.variants as { _id: string; sizes: { size: string; stock: number }[] }[]).find((candidate) =>
      ['M', 'L'].every((size) => candidate.sizes.some((entry) => entry.size === size && entry.stock >= least)),
    );
    if (variant) return { product: product as { _id: string; name: string; finalPrice: number }, variant };
  }
  throw new Error(`the seed has no new-arrival colour with ${least} in sizes M and L`);
}

test('the cart shows each line total, the subtotal, delivery and the amount payable, and its size and quantity change in place', async ({ page }) => {
  await signUpThroughApi(page);
  const { product, variant } = await colourWithStock(page.request, 3);
  expect((await apiPost(page, '/cart/add', { productId: product._id, variantId: variant._id, size: 'M', quantity: 1 })).ok()).toBe(true);
  await page.goto('/cart');
  const line = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  const price = product.finalPrice;
  await expect(line.getByTestId('line-total')).toHaveText(`Line total: ${inr(price)}`);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(inr(price));
  await expect(page.getByTestId('cart-delivery')).toHaveText(deliveryFor(price) ? inr(49) : 'Free');
  await expect(page.getByTestId('cart-payable')).toHaveText(inr(price + deliveryFor(price)));

  await line.getByRole('combobox', { name: /^Quantity of/ }).selectOption('3');
  await expect(line.getByTestId('line-total')).toHaveText(`Line total: ${inr(price * 3)}`);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(inr(price * 3));
  await expect(page.getByTestId('cart-payable')).toHaveText(inr(price * 3 + deliveryFor(price * 3)));
  await line.getByRole('combobox', { name: /^Size of/ }).selectOption('L');
  await expect(line.getByRole('combobox', { name: /^Size of/ })).toHaveValue('L');

  // The server kept both: a reload shows them, and the cart API agrees.
  await page.reload();
  await expect(line.getByRole('combobox', { name: /^Size of/ })).toHaveValue('L');
  await expect(line.getByRole('combobox', { name: /^Quantity of/ })).toHaveValue('3');
  const cart = await unwrap(shopApi(page.request).GET('/cart/getusercart'));
  expect(cart.products[0]).toMatchObject({ size: 'L', quantity: 3, lineTotal: price * 3 });

  // More than the line limit is not offered; a size out of stock is refused in words and nothing changes.
  await expect(line.getByRole('combobox', { name: /^Quantity of/ }).locator('option')).toHaveCount(20);
});

test('a team order: one design in three sizes, each its own line with its own quantity', async ({ page }) => {
  await signUpThroughApi(page);
  const colours = (await shopApi(page.request).GET('/customized/getImage', { params: { query: { types: 'tshirt' } } })).data!;
  const colour = colours.data[0] as { color: string; price: number };
  const document = {
    version: 1,
    garment: 'tshirt',
    color: colour.color,
    size: 'M',
    sides: { front: [{ id: 'text-1', kind: 'text', content: 'Team Bhopal', color: '#ffffff', fontSize: 28, fontWeight: 'bold', fontStyle: 'normal', x: 200, y: 200, rotation: 0, width: 600 }], back: [] },
  };
  const saved = await apiPost(page, '/designs', { document });
  expect(saved.status()).toBe(201);
  const designId = (await saved.json()).data._id as string;
  expect((await shopApi(page.request).POST('/designs/{designId}/cart', { params: { path: { designId } } })).response.status).toBe(200);
  const unit = colour.price + 249;

  await page.goto('/cart');
  const lines = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await lines.first().getByRole('combobox', { name: /^Quantity of/ }).selectOption('4');
  await expect(lines.first().getByTestId('line-total')).toHaveText(`Line total: ${inr(unit * 4)}`);

  const addSize = async (size: string, quantity: string) => {
    const form = lines.last().getByRole('form', { name: /^Add another size/ });
    await form.getByLabel('Another size').selectOption(size);
    await form.getByLabel('Quantity').selectOption(quantity);
    await form.getByRole('button', { name: 'Add size' }).click();
  };
  await addSize('L', '6');
  await expect(lines).toHaveCount(2);
  await addSize('XL', '2');
  await expect(lines).toHaveCount(3);
  for (const [index, size, quantity] of [[0, 'M', '4'], [1, 'L', '6'], [2, 'XL', '2']] as const) {
    await expect(lines.nth(index).getByRole('combobox', { name: /^Size of/ })).toHaveValue(size);
    await expect(lines.nth(index).getByRole('combobox', { name: /^Quantity of/ })).toHaveValue(quantity);
  }
  await expect(page.getByTestId('cart-subtotal')).toHaveText(inr(unit * 12));
  await expect(page.getByRole('link', { name: /cart/i }).first()).toContainText('3');

  // Moving the XL line onto L would merge two lines: refused in words, nothing changes.
  await lines.nth(2).getByRole('combobox', { name: /^Size of/ }).selectOption('L');
  await expect(lines.nth(2).getByRole('alert')).toHaveText("This design is already in your cart in size L. Change that line's quantity instead.");
  await expect(lines).toHaveCount(3);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(inr(unit * 12));

  // Checkout all lists the three sizes with their quantities.
  await page.getByRole('link', { name: 'Checkout all' }).click();
  const toOrder = page.getByRole('list', { name: 'Products to order' }).getByRole('listitem');
  await expect(toOrder).toHaveCount(3);
  await expect(page.getByTestId('checkout-total')).toHaveText(inr(unit * 12 + deliveryFor(unit * 12)));
});

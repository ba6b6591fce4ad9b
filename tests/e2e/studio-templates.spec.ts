import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { Design, TextLayer } from '../../src/engine/model/design';
import { signUpThroughApi } from './support/session';

const DRAFT_KEY = 'bhopal-threads.studio.draft';

async function draft(page: Page): Promise<Design> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY);
  expect(raw).toBeTruthy();
  return JSON.parse(raw as string) as Design;
}

const texts = (design: Design, side: 'front' | 'back') => design.sides[side].flatMap((layer) => (layer.kind === 'text' ? [(layer as TextLayer).content] : []));

async function openStudio(page: Page) {
  await page.goto('/customized');
  await expect(page.locator('[data-testid="design-stage"] canvas').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Start from a template or a blank tee' })).toBeVisible();
  // Its heading (its name) says which template once one is chosen.
  return page.getByRole('region', { name: /^Start(ed)? from / });
}

test('a shopper starts from a template, sees it on the canvas, can go back, and adds it to the cart', async ({ page }, testInfo) => {
  // The template list is not part of the studio's first load: it is asked for when the shopper asks.
  const listCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/customized/templates')) listCalls.push(request.url());
  });
  const offer = await openStudio(page);
  if (testInfo.project.name === 'phone') {
    // On a 412 x 915 phone the offer is on the first screen, under the pinned canvas.
    const box = await offer.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(915);
  }
  expect(listCalls).toEqual([]);

  await offer.getByRole('button', { name: 'Start from a template' }).click();
  const gallery = offer.getByRole('list', { name: 'Templates' });
  await expect(gallery.getByRole('button')).not.toHaveCount(0);
  expect(listCalls).toHaveLength(1);
  expect(await gallery.getByRole('button').count()).toBeGreaterThanOrEqual(9);
  // Previews are the server's small WebP copies.
  await expect(gallery.locator('img').first()).toHaveAttribute('src', /template-[a-z0-9-]+\.webp\?w=320$/);

  await gallery.getByRole('button', { name: 'Use template Team name and number' }).click();
  await expect(offer.getByRole('heading', { name: 'Started from ‘Team name and number’' })).toBeVisible();
  await expect(page.getByRole('figure', { name: /^Design canvas, front: 4 layers/ })).toBeVisible();
  let design = await draft(page);
  expect(design).toMatchObject({ garment: 'tshirt', color: 'Maroon' });
  expect(texts(design, 'front')).toEqual(['BHOPAL', 'TIGERS', 'CRICKET CLUB · EST. 2026']);
  expect(texts(design, 'back')).toEqual(['SHARMA', '07']);
  await expect(page.getByTestId('studio-price')).toContainText('× 2 printed sides');

  // Undo brings back the blank tee it replaced; Redo the template again.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('figure', { name: /^Design canvas, front: 1 layer\./ })).toBeVisible();
  expect(texts(await draft(page), 'front')).toEqual(['Your Text']);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.getByRole('figure', { name: /^Design canvas, front: 4 layers/ })).toBeVisible();

  // 'Back to my design' does the same from the offer; then another template.
  await offer.getByRole('button', { name: 'Back to my design' }).click();
  expect(texts(await draft(page), 'front')).toEqual(['Your Text']);
  await gallery.getByRole('button', { name: 'Use template Bhopal lakes skyline' }).click();
  await expect(page.getByRole('figure', { name: /^Design canvas, front: 4 layers/ })).toBeVisible();
  design = await draft(page);
  expect(texts(design, 'front')).toEqual(['CITY OF LAKES', 'BHOPAL']);
  await offer.getByRole('button', { name: 'Done' }).click();
  await expect(offer).toHaveCount(0);

  // The template is the shopper's draft: it survives signing in, and no offer covers it again.
  await signUpThroughApi(page);
  await page.reload();
  await expect(page.getByRole('figure', { name: /^Design canvas, front: 4 layers/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Start(ed)? from / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product added to cart successfully' })).toBeVisible();
  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem').filter({ hasText: 'Custom T-Shirt' })).toHaveCount(1);
});

test("'Blank' keeps the spec's default text and every control of the customiser", async ({ page }) => {
  const offer = await openStudio(page);
  await offer.getByRole('button', { name: 'Blank' }).click();
  await expect(offer).toHaveCount(0);
  await expect(page.getByLabel('Your text')).toHaveValue('Your Text');
  const design = await draft(page);
  expect(design.sides.front).toHaveLength(1);
  expect(design.sides.front[0]).toMatchObject({ kind: 'text', content: 'Your Text', color: '#000000', fontSize: 20, fontWeight: 'bold' });
  // Every tool of the studio is there, as on a studio that never offered templates.
  // (the tab bar is the phone's; from 900 px every panel is on screen and the bar is hidden).
  await expect(page.locator('nav[aria-label="Studio tools"] a')).toHaveText(['Text', 'Effects', 'Graphics', 'Upload', 'Layers', 'Garment']);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save design' })).toBeVisible();
});

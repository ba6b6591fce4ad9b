import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/test';
import { unwrap } from '../../src/api/client';
import { HANDLE_PADDING_PX } from '../../src/customiser/canvas/remove-button-position';
import { stageGeometry } from '../../src/customiser/canvas/stage-geometry';
import type { ImageLayer } from '../../src/engine/model/design';
import { shopApi } from './support/api';
import { drag } from './support/gestures';
import { signUpThroughApi } from './support/session';
import { draft, openStudio, pagePoint } from './support/studio';

/**
 * Issue 22's live print-quality checks, on a phone and a desktop: an ink that will not show on
 * the garment, an upload scaled past 150 DPI (a warning) and past 72 DPI (refused), and the
 * summary 'Add to cart' shows first.
 */

/** On a phone the bottom bar brings a panel up; on a desktop every panel is already shown. */
async function openTool(page: Page, name: string) {
  const tabs = page.getByRole('navigation', { name: 'Studio tools' });
  if (await tabs.isVisible()) await tabs.getByRole('link', { name, exact: true }).click();
}

const touch = () => test.info().project.use.hasTouch === true;

test('white text on a white tee is pointed out on the text, the layer and at Add to cart, which can be accepted', async ({ page }) => {
  await signUpThroughApi(page);
  await openStudio(page);
  await openTool(page, 'Garment');
  await page.getByRole('group', { name: /^Colour: / }).getByRole('button', { name: 'White', exact: true }).click();
  await expect.poll(async () => (await draft(page)).color).toBe('White');
  await openTool(page, 'Text');
  await page.getByRole('button', { name: 'Add another text' }).click();
  await page.getByRole('textbox', { name: 'Your text' }).fill('Bhopal');
  await expect(page.getByTestId('contrast-warning')).toHaveCount(0);
  await page.getByRole('group', { name: 'Print inks' }).getByRole('button', { name: 'White', exact: true }).click();
  await expect(page.getByTestId('contrast-warning')).toHaveText('White text on a white tee will not show. Pick a lighter or darker ink, or keep it if that is the look you want.');

  await openTool(page, 'Layers');
  const layer = page.getByTestId('layer-list').getByRole('listitem').filter({ hasText: 'Text “Bhopal”' });
  await expect(layer.getByTestId('print-check')).toHaveText('White text on a white tee will not show.');
  await expect(layer.getByTestId('print-check')).toHaveAttribute('data-severity', 'warning');

  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  const summary = page.getByRole('region', { name: 'Check your design before it is printed' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('listitem')).toHaveText(['Front, Text “Bhopal”: White text on a white tee will not show.']);
  // Nothing went in yet; 'Back to the design' leaves it out, and the summary comes again.
  expect((await unwrap(shopApi(page.request).GET('/cart/getusercart'))).designs ?? []).toHaveLength(0);
  await summary.getByRole('button', { name: 'Back to the design' }).click();
  await expect(summary).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await summary.getByRole('button', { name: 'Add to cart anyway' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product added to cart successfully' })).toBeVisible({ timeout: 30_000 });
  const cart = await unwrap(shopApi(page.request).GET('/cart/getusercart'));
  expect(cart.designs).toHaveLength(1);
  expect(cart.designs?.[0]?.color).toBe('White');
});

test('a small upload starts sharp; scaled up it is warned about under 150 DPI and refused under 72, and Add to cart waits for a fix', async ({ page }) => {
  await signUpThroughApi(page);
  await openStudio(page);
  await openTool(page, 'Upload');
  // 300 x 300 px: placed at 2 in (150 DPI), soft past 2 in, refused past 4.17 in.
  const small = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#1e88e5' } }).png().toBuffer();
  await page.getByLabel('Upload PNG, JPEG or SVG').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: small });
  await expect.poll(async () => (await draft(page)).sides.front.some((l) => l.kind === 'image')).toBe(true);
  const image = () => draft(page).then((design) => design.sides.front.find((l): l is ImageLayer => l.kind === 'image')!);
  expect(await image()).toMatchObject({ naturalWidth: 300, width: 200, height: 200 });
  await openTool(page, 'Layers');
  const layer = page.getByTestId('layer-list').getByRole('listitem').filter({ hasText: 'Your image' });
  await expect(layer.getByTestId('print-check')).toHaveCount(0);

  /** Drags the selected image's bottom-right handle until the image is about `width` units wide. */
  const growTo = async (width: number) => {
    const design = await draft(page);
    const now = await image();
    const corner = await pagePoint(page, design, 'front', { x: now.x + now.width, y: now.y + now.height });
    const canvas = await page.locator('[data-testid="design-stage"] canvas').first().boundingBox();
    const scale = stageGeometry(canvas!.width, design.garment, 'front').scale;
    const by = (width - now.width) * scale;
    await drag(page, touch(), { x: corner.x + HANDLE_PADDING_PX, y: corner.y + HANDLE_PADDING_PX }, { x: by, y: by }, 12, true);
  };

  await growTo(300);
  await expect.poll(async () => (await image()).width).toBeGreaterThan(220);
  const soft = await image();
  expect(soft.width).toBeLessThan(416);
  const softDpi = Math.floor((300 / soft.width) * 100);
  await expect(layer.getByTestId('print-check')).toHaveText(`This image would print at about ${softDpi} DPI and may look blurry. Make it smaller or upload a larger image.`);
  await expect(layer.getByTestId('print-check')).toHaveAttribute('data-severity', 'warning');

  await growTo(600);
  await expect.poll(async () => (await image()).width).toBeGreaterThan(420);
  const refusedDpi = Math.floor((300 / (await image()).width) * 100);
  const refusal = layer.getByRole('alert');
  await expect(refusal).toHaveText(
    `This image would print at about ${refusedDpi} DPI, too blurry to print: the shop prints images at 72 DPI or more. Make it smaller or upload a larger image.`,
  );

  // Add to cart lists the refusal and offers no way past it.
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  const summary = page.getByRole('region', { name: 'This design cannot be printed yet' });
  await expect(summary.getByRole('listitem')).toHaveText([`Front, Your image: This image would print at about ${refusedDpi} DPI, too blurry to print: the shop prints images at 72 DPI or more. Make it smaller or upload a larger image.`]);
  await expect(summary.getByRole('button', { name: 'Add to cart anyway' })).toHaveCount(0);
  await expect(summary).toContainText('Fix the marked image, then add the design to the cart.');
  expect((await unwrap(shopApi(page.request).GET('/cart/getusercart'))).designs ?? []).toHaveLength(0);

  // Undone back to a soft size, the summary turns into warnings that can be accepted.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('region', { name: 'Check your design before it is printed' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart anyway' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product added to cart successfully' })).toBeVisible({ timeout: 30_000 });
});

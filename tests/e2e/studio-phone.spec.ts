import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import sharp from 'sharp';
import { HANDLE_PADDING_PX, removeButtonPosition } from '../../src/customiser/canvas/remove-button-position';
import { layerBox } from '../../src/engine/kernels/layer-box';
import { rotatedCorners } from '../../src/engine/kernels/rotated-bounds';
import { stageGeometry } from '../../src/customiser/canvas/stage-geometry';
import type { Design, Layer, TextLayer } from '../../src/engine/model/design';
import { drag } from './support/gestures';

/**
 * The studio on a phone (this file runs in the phone project only: 412 x 915, touch):
 * every tool used with the canvas in view, a text scaled past the largest size button by its
 * corner, an ink swatch, the red x on the selected layer only, and no CSP violation with emoji.
 */
const DRAFT_KEY = 'bhopal-threads.studio.draft';

const canvas = (page: Page) => page.locator('[data-testid="design-stage"] canvas').first();

async function draft(page: Page): Promise<Design> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY);
  expect(raw).toBeTruthy();
  return JSON.parse(raw as string) as Design;
}

async function openTool(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Studio tools' }).getByRole('link', { name, exact: true }).click();
}

/** The canvas lies wholly inside the viewport. */
async function expectCanvasInView(page: Page) {
  const box = await canvas(page).boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no canvas or viewport');
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

/** Page coordinates of a point in print units on the front (the canvas is pinned: no scrolling). */
async function pagePoint(page: Page, design: Design, units: { x: number; y: number }) {
  const box = await canvas(page).boundingBox();
  if (!box) throw new Error('no stage');
  const g = stageGeometry(box.width, design.garment, 'front');
  return { x: box.x + g.left + units.x * g.scale, y: box.y + g.top + units.y * g.scale };
}

/** The newest text on the front (a new design already holds the spec's 'Your Text'). */
const textOf = (design: Design): TextLayer | undefined => design.sides.front.filter((l): l is TextLayer => l.kind === 'text').at(-1);
const byId = (design: Design, id: string): Layer | undefined => design.sides.front.find((l) => l.id === id);

test.describe('the studio on a phone', () => {
  test.beforeEach(async ({ page }) => {
    // Every CSP refusal is recorded, whatever kind of resource it was for.
    await page.addInitScript(() => {
      const w = window as unknown as { cspViolations: string[] };
      w.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => w.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto('/customized');
    await expect(canvas(page)).toBeVisible();
  });

  test('each tool is used with the canvas in view; a new graphic arrives selected at 70 x 70 px, 100,100', async ({ page }) => {
    for (const tool of ['Text', 'Effects', 'Graphics', 'Upload', 'Layers', 'Garment']) {
      await openTool(page, tool);
      await expectCanvasInView(page);
    }
    await openTool(page, 'Text');
    await page.getByLabel('Your text').fill('CHAI PE CHARCHA');
    await expectCanvasInView(page);
    await openTool(page, 'Graphics');
    await page.getByRole('button', { name: /^Add graphic / }).first().click();
    await expectCanvasInView(page);
    const design = await draft(page);
    expect(design.sides.front.find((l) => l.kind === 'graphic')).toMatchObject({ x: 400, y: 400, width: 280, height: 280 });
    await openTool(page, 'Layers');
    await expectCanvasInView(page);
    await expect(page.getByTestId('layer-list').getByRole('button', { name: /^Graphic/ })).toHaveAttribute('aria-pressed', 'true');
    await openTool(page, 'Garment');
    await page.getByRole('group', { name: 'Size' }).getByRole('button', { name: 'XL', exact: true }).click();
    await page.getByRole('button', { name: 'Navy', exact: true }).click();
    await expectCanvasInView(page);
    await expect.poll(async () => (await draft(page)).size).toBe('XL');
  });

  test('a text is sized past 28px with the free size field, takes an ink swatch and warns on a navy tee', async ({ page }) => {
    await openTool(page, 'Text');
    const before = (await draft(page)).sides.front.length;
    await page.getByRole('button', { name: 'Add another text' }).click();
    await expect.poll(async () => (await draft(page)).sides.front.length).toBe(before + 1);
    expect(textOf(await draft(page))?.fontSize).toBe(20);
    // The free size field (the corner drag has its own test below).
    await page.getByRole('spinbutton', { name: 'Text size in px' }).fill('40');
    await page.getByRole('spinbutton', { name: 'Text size in px' }).blur();
    await expect.poll(async () => textOf(await draft(page))?.fontSize).toBeGreaterThan(28);
    const size = textOf(await draft(page))?.fontSize ?? 0;
    await expect(page.getByRole('spinbutton', { name: 'Text size in px' })).toHaveValue(String(size));
    // No size button is pressed: the size is a free one.
    await expect(page.getByRole('group', { name: 'Font size' }).getByRole('button', { pressed: true })).toHaveCount(0);

    await page.getByRole('group', { name: 'Print inks' }).getByRole('button', { name: 'Red (186 C)' }).click();
    await expect.poll(async () => textOf(await draft(page))?.color).toBe('#c8102e');
    await expect(page.getByRole('group', { name: 'Recent colours' })).toHaveCount(0);
    await expect(page.getByTestId('contrast-warning')).toHaveCount(0);

    await openTool(page, 'Garment');
    await page.getByRole('button', { name: 'Navy', exact: true }).click();
    await openTool(page, 'Text');
    await page.getByRole('group', { name: 'Print inks' }).getByRole('button', { name: 'Black', exact: true }).click();
    await expect(page.getByTestId('contrast-warning')).toContainText('Black text on a navy tee will not show.');
    await expectCanvasInView(page);
    await page.getByRole('group', { name: 'Print inks' }).getByRole('button', { name: 'White', exact: true }).click();
    await expect(page.getByTestId('contrast-warning')).toHaveCount(0);
    expect(textOf(await draft(page))?.color).toBe('#ffffff');
  });

  test('a text grows past 28px when a finger drags its corner handle, and the size field follows', async ({ page }) => {
    await openTool(page, 'Text');
    const before = (await draft(page)).sides.front.length;
    await page.getByRole('button', { name: 'Add another text' }).click();
    await expect.poll(async () => (await draft(page)).sides.front.length).toBe(before + 1);
    const design = await draft(page);
    const text = textOf(design);
    if (!text) throw new Error('no text');
    expect(text.fontSize).toBe(20);
    // The new text arrives selected: its bottom-right handle stands HANDLE_PADDING_PX out from the box's corner.
    const corner = rotatedCorners(layerBox(text))[2];
    if (!corner) throw new Error('no corner');
    const at = await pagePoint(page, design, corner);
    const from = { x: at.x + HANDLE_PADDING_PX, y: at.y + HANDLE_PADDING_PX };
    await drag(page, true, from, { x: 70, y: 35 }, 12);

    // The same layer, its letters larger (no new layer, nothing moved away), the canvas still in view.
    await expect.poll(async () => byId(await draft(page), text.id)?.kind === 'text' && (byId(await draft(page), text.id) as TextLayer).fontSize).toBeGreaterThan(28);
    const grown = byId(await draft(page), text.id) as TextLayer;
    expect(grown.width).toBeGreaterThan(text.width);
    expect((await draft(page)).sides.front).toHaveLength(before + 1);
    await expect(page.getByRole('spinbutton', { name: 'Text size in px' })).toHaveValue(String(grown.fontSize));
    await expect(page.getByRole('group', { name: 'Font size' }).getByRole('button', { pressed: true })).toHaveCount(0);
    await expectCanvasInView(page);
  });

  test('a one-ink stencil takes a print ink: the canvas draws it in that ink, and its own colour comes back', async ({ page }) => {
    /** The colour the phone shows at a page point (a 1 x 1 screenshot). */
    const shown = async (point: { x: number; y: number }) =>
      Array.from((await sharp(await page.screenshot({ clip: { x: point.x, y: point.y, width: 1, height: 1 } })).removeAlpha().raw().toBuffer()).subarray(0, 3));
    const near = (actual: number[], expected: number[]) => actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) <= 24);

    await openTool(page, 'Graphics');
    // A full-colour graphic says it prints as it is; no inks offered.
    await page.getByRole('button', { name: 'Add graphic Lotus', exact: true }).click();
    await expect(page.getByTestId('graphic-ink')).toContainText('has several colours');
    await expect(page.getByRole('group', { name: 'Graphic inks' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add graphic Lightning stencil', exact: true }).click();
    const inks = page.getByRole('group', { name: 'Graphic inks' });
    await expect(inks).toBeVisible();
    await expectCanvasInView(page);
    let design = await draft(page);
    const stencil = design.sides.front.filter((l) => l.kind === 'graphic').at(-1);
    if (stencil?.kind !== 'graphic') throw new Error('no stencil');
    // The bolt's middle: the motif's (256, 256) of 512 is the layer's centre.
    const middle = await pagePoint(page, design, { x: stencil.x + stencil.width / 2, y: stencil.y + stencil.height / 2 });
    await expect.poll(async () => near(await shown(middle), [0x1d, 0x1d, 0x1f])).toBe(true);

    await inks.getByRole('button', { name: 'Royal blue (293 C)' }).click();
    await expect.poll(async () => (byId(await draft(page), stencil.id) as { tint?: string } | undefined)?.tint).toBe('#003da5');
    await expect.poll(async () => near(await shown(middle), [0x00, 0x3d, 0xa5])).toBe(true);
    await expect(inks.getByRole('button', { name: 'Royal blue (293 C)' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Its own colour' }).click();
    design = await draft(page);
    expect(byId(design, stencil.id)).not.toHaveProperty('tint');
    await expect.poll(async () => near(await shown(middle), [0x1d, 0x1d, 0x1f])).toBe(true);
  });

  test('only the selected layer has a red x: a tap where an unselected layer would have one deletes nothing', async ({ page }) => {
    await openTool(page, 'Text');
    const before = (await draft(page)).sides.front.length;
    await page.getByRole('button', { name: 'Add another text' }).click();
    await openTool(page, 'Graphics');
    await page.getByRole('button', { name: /^Add graphic / }).first().click();
    await expect.poll(async () => (await draft(page)).sides.front.length).toBe(before + 2);
    let design = await draft(page);
    const text = textOf(design);
    const graphic = design.sides.front.find((l) => l.kind === 'graphic');
    if (!text || !graphic) throw new Error('layers missing');

    const box = await canvas(page).boundingBox();
    if (!box) throw new Error('no stage');
    const scale = stageGeometry(box.width, design.garment, 'front').scale;
    // A tap on bare garment (the canvas's bottom-left corner) selects nothing; then, where the
    // new text's x was, there is no x: a tap there removes nothing.
    await page.touchscreen.tap(box.x + 4, box.y + box.height - 4);
    await openTool(page, 'Layers');
    await expect(page.getByTestId('layer-list').getByRole('button', { pressed: true })).toHaveCount(0);
    const stray = await pagePoint(page, design, removeButtonPosition(text, scale));
    await page.touchscreen.tap(stray.x, stray.y);

    // Tap the graphic to select it (once it shows as selected, the stray tap before it has been
    // handled too, and it removed nothing); its x removes it, and only it.
    const centre = await pagePoint(page, design, { x: graphic.x + 140, y: graphic.y + 140 });
    await page.touchscreen.tap(centre.x, centre.y);
    await openTool(page, 'Layers');
    await expect(page.getByTestId('layer-list').getByRole('button', { name: /^Graphic/ })).toHaveAttribute('aria-pressed', 'true');
    design = await draft(page);
    expect(design.sides.front).toHaveLength(before + 2);
    const x = await pagePoint(page, design, removeButtonPosition(graphic, scale));
    await page.touchscreen.tap(x.x, x.y);
    await expect.poll(async () => byId(await draft(page), graphic.id)).toBeUndefined();
    expect(byId(await draft(page), text.id)).toBeTruthy();
    expect((await draft(page)).sides.front).toHaveLength(before + 1);
  });

  test('emoji typed load their font files with no CSP violation', async ({ page }) => {
    await openTool(page, 'Text');
    // U+1FA8B and U+1FADD live in Noto Emoji's smallest slice: the files the CSP used to refuse.
    await page.getByLabel('Your text').fill('Chai \u{1FA8B}\u{1FADD} \u{1F642}');
    await expect
      .poll(() => page.evaluate(() => document.fonts.check("700 20px 'Noto Emoji'", '\u{1FA8B}\u{1FADD}\u{1F642}')), { timeout: 15_000 })
      .toBe(true);
    // Every font load the text started has settled (a refused file fails its load), and the
    // violation events queued by a refusal have been delivered (a task later).
    await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => setTimeout(resolve, 0))));
    // None at all: no font file refused, and no 'script-src eval' from zod's JIT probe (src/shared/zod.ts).
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations).toEqual([]);
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import sharp from 'sharp';
import type { Design, TextLayer } from '../../src/engine/model/design';
import { printArea } from '../../src/engine/model/print-area';
import { parseDesign } from '../../src/engine/model/validate';
import { konvaInNode } from '../../src/server/services/designs/konva-node';
import { PRINT_PIXELS_PER_UNIT } from '../../src/server/services/designs/print-file';
import { textLayerNode } from '../../src/server/services/designs/text-node';
import { apiPost, signUpThroughApi } from './support/session';
import { shopApi } from './support/api';
import { apiUrl, unwrap } from '../../src/api/client';

const SAMPLE = 'Bhopal ♥ ₹499 नमस्ते 😀';
// No print font has U+10900 (Phoenician): it draws the empty box a missing glyph leaves.
const NO_FONT_HAS = '\u{10900}';

/** A print file's alpha channel drawn here, the way the server draws one text layer on a side. */
async function printAlpha(design: Design, layer: TextLayer): Promise<Buffer> {
  const Konva = await konvaInNode();
  const area = printArea(design.garment, 'front');
  const group = new Konva.Group();
  group.add(new Konva.Rect({ x: 0, y: 0, width: area.width, height: area.height }));
  group.add(textLayerNode(Konva, layer));
  const canvas = group.toCanvas({ x: 0, y: 0, width: area.width, height: area.height, pixelRatio: PRINT_PIXELS_PER_UNIT }) as unknown as { encode(f: 'png'): Promise<Buffer> };
  group.destroy();
  return alpha(await canvas.encode('png'));
}

const alpha = (png: Buffer) => sharp(png).ensureAlpha().extractChannel(3).raw().toBuffer();

/** Font files the page fetched so far. */
function fontRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\.woff2?(\?|$)/.test(request.url())) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

test.describe('print fonts (QA: "Bhopal ♥" printed as "Bhopal ▯")', () => {
  test('what the shopper types in the studio is what the print file shows, and unprintable characters are named', async ({ page }) => {
    const fonts = fontRequests(page);
    await page.goto('/');
    await expect(page.locator('main')).toBeVisible();
    // The home page never fetches the studio's print fonts.
    expect(fonts.filter((file) => /noto/i.test(file))).toEqual([]);

    await signUpThroughApi(page);
    await page.goto('/customized');
    await expect(page.locator('[data-testid="design-stage"] canvas').first()).toBeVisible();
    await page.getByLabel('Your text').fill(SAMPLE);
    await expect(page.getByTestId('unprintable-notice')).toHaveCount(0);
    // The Devanagari and emoji faces are fetched once such text is typed, and are ready to measure with.
    await expect.poll(() => fonts.filter((file) => /noto-sans-devanagari-devanagari-700/.test(file)).length).toBeGreaterThan(0);
    await expect.poll(() => fonts.filter((file) => /noto-emoji-9-700/.test(file)).length).toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate((text) => document.fonts.check(`700 20px 'Noto Sans Devanagari', 'Noto Emoji', 'Noto Sans Symbols 2', 'Noto Sans'`, text), SAMPLE))
      .toBe(true);

    await page.getByRole('button', { name: 'Save design' }).click();
    // The server draws both previews before it answers: seconds on a busy machine.
    await expect(page.getByText('Saved to your account.')).toBeVisible({ timeout: 30_000 });
    const saved = await unwrap(shopApi(page.request).GET('/designs'));
    expect(saved).toHaveLength(1);
    const { _id: id, document: savedDocument } = saved[0]!;
    const parsed = parseDesign(savedDocument);
    if (!parsed.ok) throw new Error(`the saved design does not parse: ${parsed.errors.join('; ')}`);
    const { design } = parsed;
    const layer = design.sides.front.find((l): l is TextLayer => l.kind === 'text')!;
    expect(layer.content).toBe(SAMPLE);

    const response = await page.request.get(apiUrl('/designs/{designId}/print/{side}', { designId: id, side: 'front' }));
    expect(response.status()).toBe(200);
    const printed = await alpha(await response.body());
    // Drawn here the same way, the print file matches pixel for pixel (so the comparison below means something)...
    expect(printed.equals(await printAlpha(design, layer))).toBe(true);
    // ...and it is not what boxes in place of ♥, ₹, the Hindi letters and the emoji would draw.
    const boxed = SAMPLE.replace(/[^A-Za-z0-9 ]/gu, NO_FONT_HAS);
    expect(printed.equals(await printAlpha(design, { ...layer, content: boxed }))).toBe(false);

    // A character no print font has is named as it is typed, and the shop refuses to save it.
    await page.getByLabel('Your text').fill('Bhopal 中');
    await expect(page.getByTestId('unprintable-notice')).toHaveText('These characters cannot be printed: 中. Please remove them or use other characters.');
    const refused = await apiPost(page, '/designs', { document: { ...design, sides: { front: [{ ...layer, content: 'Bhopal 中' }], back: [] } } });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).message).toMatch(/^These characters cannot be printed: 中\./);
  });
});

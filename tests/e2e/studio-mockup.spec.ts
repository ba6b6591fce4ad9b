import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/test';
import { apiUrl } from '../../src/api/client';
import type { Design, TextLayer } from '../../src/engine/model/design';
import { apiPost, signUpThroughApi } from './support/session';
import { DRAFT_KEY, draft, openStudio } from './support/studio';

/**
 * The realistic mock-up: in the studio a white print on a white tee shows the
 * fabric's folds (the print multiplied by the fabric shade), while the print file for
 * production stays flat white.
 */
const whiteText = (id: string, y: number): TextLayer => ({ kind: 'text', id, content: 'WWWWWW', color: '#ffffff', fontSize: 110, fontWeight: 'bolder', fontStyle: 'normal', x: 0, y, rotation: 0, width: 1200 });
// Four lines of heavy white letters over most of the tee's 12 x 16 in front print area.
const WHITE_ON_WHITE: Design = { version: 3, garment: 'tshirt', color: 'White', size: 'M', sides: { front: [whiteText('w1', 40), whiteText('w2', 420), whiteText('w3', 800), whiteText('w4', 1180)], back: [] } };

/** The studio's print pixels (its design canvas, print only) and the fabric shade's alpha at each, read in the page. */
async function printPixels(page: Page): Promise<{ inked: number; flat: number; shaded: number; shadedWhereFold: number; darkest: number }> {
  return page.evaluate(() => {
    type Node = { getCanvas(): { _canvas: HTMLCanvasElement }; image(): HTMLCanvasElement; getClientRect(): { x: number; y: number; width: number; height: number } };
    const Konva = (window as unknown as { Konva: { stages: Array<{ findOne(selector: string): Node | undefined }> } }).Konva;
    const stage = Konva.stages.at(-1)!;
    const layer = stage.findOne('.design-layer-group')!;
    const shadeNode = stage.findOne('.fabric-shade');
    if (!shadeNode) return { inked: 0, flat: 0, shaded: 0, shadedWhereFold: 0, darkest: 255 };
    const canvas = layer.getCanvas()._canvas;
    const print = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    // The shade overlay, stretched over the print area as the stage draws it, in the canvas's pixels.
    const ratio = canvas.width / canvas.getBoundingClientRect().width;
    const rect = shadeNode.getClientRect();
    const shade = document.createElement('canvas');
    shade.width = canvas.width;
    shade.height = canvas.height;
    shade.getContext('2d')!.drawImage(shadeNode.image(), rect.x * ratio, rect.y * ratio, rect.width * ratio, rect.height * ratio);
    const fold = shade.getContext('2d')!.getImageData(0, 0, shade.width, shade.height).data;
    let inked = 0;
    let flat = 0;
    let shaded = 0;
    let shadedWhereFold = 0;
    let darkest = 255;
    for (let i = 0; i < print.length; i += 4) {
      if (print[i + 3]! < 255) continue;
      inked++;
      const value = Math.min(print[i]!, print[i + 1]!, print[i + 2]!);
      darkest = Math.min(darkest, value);
      if (value >= 250) flat++;
      else if (value < 245) {
        shaded++;
        if (fold[i + 3]! > 0) shadedWhereFold++;
      }
    }
    return { inked, flat, shaded, shadedWhereFold, darkest };
  });
}

test.describe('realistic mock-up', () => {
  test('a white print on a white tee shows the folds in the studio; its print file stays flat white', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpThroughApi(page);
    await page.goto('/');
    await page.evaluate(([key, json]) => localStorage.setItem(key!, json!), [DRAFT_KEY, JSON.stringify(WHITE_ON_WHITE)]);
    await openStudio(page);
    await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { Konva?: { stages: Array<{ findOne(s: string): unknown }> } }).Konva?.stages.at(-1)?.findOne('.fabric-shade'))), { timeout: 20_000 }).toBe(true);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    const pixels = await printPixels(page);
    console.log(`[mock-up] ${JSON.stringify(pixels)}`);
    expect(pixels.inked).toBeGreaterThan(5000);
    // Flat fabric leaves the white print white...
    expect(pixels.flat / pixels.inked).toBeGreaterThan(0.3);
    // ...and the folds darken it: a flat white print has no opaque pixel under 255 at all. The
    // shop's white tee photo has soft folds across the chest (down to about 0.9 of mid-fabric).
    expect(pixels.shaded).toBeGreaterThan(50);
    expect(pixels.darkest).toBeLessThanOrEqual(240);
    // The darkened pixels are where the fabric shade is, not anywhere else.
    expect(pixels.shadedWhereFold / pixels.shaded).toBeGreaterThan(0.95);

    // The print file of the same design: every inked pixel pure white, no fold in it.
    const shown = await draft(page);
    const saved = await apiPost(page, '/designs', { document: shown });
    expect(saved.status()).toBe(201);
    const { _id: designId } = (await saved.json()).data as { _id: string };
    const response = await page.request.get(apiUrl('/designs/{designId}/print/{side}', { designId, side: 'front' }), { timeout: 60_000 });
    expect(response.status()).toBe(200);
    const { data } = await sharp(await response.body()).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    let opaque = 0;
    let notWhite = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! < 255) continue;
      opaque++;
      if (data[i]! < 255 || data[i + 1]! < 255 || data[i + 2]! < 255) notWhite++;
    }
    expect(opaque).toBeGreaterThan(100_000);
    expect(notWhite).toBe(0);
  });
});

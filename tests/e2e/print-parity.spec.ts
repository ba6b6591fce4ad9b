import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/test';
import { apiUrl } from '../../src/api/client';
import { canvasFontStyle } from '../../src/engine/kernels/font';
import type { Design, TextLayer } from '../../src/engine/model/design';
import { printArea } from '../../src/engine/model/print-area';
import { PRINT_PIXELS_PER_UNIT } from '../../src/engine/model/units';
import { fontStackFor } from '../../src/shared/print-font-stack';
import { PRINT_FIXTURES } from '../../studio/print-fixtures';
import { apiPost, signUpThroughApi } from './support/session';
import { DRAFT_KEY, draft, openStudio } from './support/studio';
import { CHROMIUM_ARGS, DESKTOP_FONT_HINTING, e2eChromiumPath } from '../support/chromium';

/**
 * Print parity: the server's 300 DPI print file draws text exactly as the shopper's
 * browser does. Each fixture design is opened in the studio (Debian chromium, the studio's own
 * stage: its text nodes, measured there with the fonts the page loaded) and its design layers
 * are drawn at print scale (300 DPI over the print area, as the server does) from those very
 * nodes; the same design is saved through the API and its print file fetched. The two PNGs are
 * compared pixel by pixel.
 *
 * Tolerance, stated: a pixel differs when any of its premultiplied RGBA channels is more than
 * 64 of 255 apart (anti-aliased edges of the same shape land well inside that); at most
 * MAX_DIFFERING (4 %) of the inked pixels (those with any alpha in either file) may differ. Chromium
 * and @napi-rs/canvas are both Skia, but not the same build, and the browser draws Manrope from
 * its variable file where the server uses the static cuts, so edges are not bit-equal. A dropped
 * outline or shadow, a wrong font, weight or a shifted line moves far more than that (the
 * tests/bench/RESULTS.md records the figures, and those of a run with the server's outline taken out).
 */
const CHANNEL_TOLERANCE = 64;
const MAX_DIFFERING = 0.04;

const FIXTURES: Record<string, Design> = PRINT_FIXTURES;

/** Opens the studio on a design (as its draft) and waits until every text's fonts are loaded and the stage redrawn with them. */
async function openDesign(page: Page, design: Design): Promise<Design> {
  await page.goto('/');
  await page.evaluate(([key, json]) => localStorage.setItem(key!, json!), [DRAFT_KEY, JSON.stringify(design)]);
  await openStudio(page);
  const fonts = design.sides.front.map((layer) => [`${canvasFontStyle(layer as TextLayer)} 20px ${fontStackFor((layer as TextLayer).fontFamily)}`, (layer as TextLayer).content] as const);
  await expect.poll(() => page.evaluate((list) => Promise.all(list.map(([font, chars]) => document.fonts.load(font, chars))).then(() => list.every(([font, chars]) => document.fonts.check(font, chars))), fonts), { timeout: 20_000 }).toBe(true);
  // The stage re-creates its text nodes when a font arrives: a few frames, then measure.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  return draft(page);
}

/** The studio stage's own design-layer nodes drawn at print scale over the print area, as a PNG. */
async function browserPrint(page: Page, design: Design): Promise<Buffer> {
  const area = printArea(design.garment, 'front');
  const dataUrl = await page.evaluate(
    ({ width, height, pixelRatio }) => {
      type KonvaNode = { clone(attrs?: object): KonvaNode };
      type KonvaGroup = { add(node: unknown): void; toCanvas(config: object): HTMLCanvasElement; destroy(): void };
      const Konva = (window as unknown as { Konva: { stages: Array<{ find(selector: string): KonvaNode[] }>; Group: new () => KonvaGroup; Rect: new (config: object) => unknown } }).Konva;
      const stage = Konva.stages.at(-1)!;
      const group = new Konva.Group();
      group.add(new Konva.Rect({ x: 0, y: 0, width, height, listening: false }));
      for (const node of stage.find('.design-layer')) group.add(node.clone({ draggable: false }));
      const canvas = group.toCanvas({ x: 0, y: 0, width, height, pixelRatio });
      group.destroy();
      return canvas.toDataURL('image/png');
    },
    { width: area.width, height: area.height, pixelRatio: PRINT_PIXELS_PER_UNIT },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** The server's print file of the design's front, through the API (saved first, as a shopper's design is). */
async function serverPrint(page: Page, design: Design): Promise<Buffer> {
  const saved = await apiPost(page, '/designs', { document: design });
  expect(saved.status()).toBe(201);
  const { _id: designId } = (await saved.json()).data as { _id: string };
  const response = await page.request.get(apiUrl('/designs/{designId}/print/{side}', { designId, side: 'front' }), { timeout: 60_000 });
  expect(response.status()).toBe(200);
  return response.body();
}

interface Comparison {
  inked: number;
  differing: number;
  share: number;
}

async function compare(browserPng: Buffer, serverPng: Buffer): Promise<{ result: Comparison; diffPng: Buffer }> {
  const [a, b] = await Promise.all([browserPng, serverPng].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  expect([a!.info.width, a!.info.height]).toEqual([b!.info.width, b!.info.height]);
  const { width, height } = a!.info;
  const diff = Buffer.alloc(width * height * 4);
  let inked = 0;
  let differing = 0;
  for (let i = 0; i < width * height * 4; i += 4) {
    const alphaA = a!.data[i + 3]!;
    const alphaB = b!.data[i + 3]!;
    if (alphaA === 0 && alphaB === 0) continue;
    inked++;
    let worst = Math.abs(alphaA - alphaB);
    for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs((a!.data[i + c]! * alphaA - b!.data[i + c]! * alphaB) / 255));
    if (worst > CHANNEL_TOLERANCE) {
      differing++;
      // Red where the server has ink the browser lacks, blue the other way round.
      diff[i] = alphaB >= alphaA ? 255 : 0;
      diff[i + 2] = alphaB >= alphaA ? 0 : 255;
      diff[i + 3] = 255;
    } else {
      diff[i] = diff[i + 1] = diff[i + 2] = 200;
      diff[i + 3] = 80;
    }
  }
  const diffPng = await sharp(diff, { raw: { width, height, channels: 4 } }).png().toBuffer();
  return { result: { inked, differing, share: inked === 0 ? 1 : differing / inked }, diffPng };
}

// The headless shell's full hinting is no shopper's browser's (tests/support/chromium.ts).
test.use({ launchOptions: { executablePath: e2eChromiumPath(), args: [...CHROMIUM_ARGS, DESKTOP_FONT_HINTING] } });

test.describe('print parity: the browser and the server draw the same print file', () => {
  for (const [name, design] of Object.entries(FIXTURES)) {
    test(name, async ({ page }, info) => {
      test.setTimeout(120_000);
      await signUpThroughApi(page);
      const shown = await openDesign(page, design);
      // The studio opened the fixture as it is (nothing refitted), so both sides draw one document.
      expect(shown.sides.front).toEqual(design.sides.front);
      const fromBrowser = await browserPrint(page, shown);
      const fromServer = await serverPrint(page, shown);
      const { result, diffPng } = await compare(fromBrowser, fromServer);
      // Kept beside the test's results, to look at when it fails.
      for (const [file, body] of [['browser.png', fromBrowser], ['server.png', fromServer], ['diff.png', diffPng]] as const) {
        await writeFile(info.outputPath(file), body);
        await info.attach(file, { path: info.outputPath(file), contentType: 'image/png' });
      }
      info.annotations.push({ type: 'parity', description: `${result.differing} of ${result.inked} inked pixels differ (${(result.share * 100).toFixed(3)} %)` });
      console.log(`[parity] ${name}: ${result.differing} of ${result.inked} inked pixels differ (${(result.share * 100).toFixed(3)} %)`);
      // Something was drawn (a blank pair would match trivially): at least 1 % of the area inked.
      expect(result.inked).toBeGreaterThan(3600 * 4800 * 0.01);
      expect(result.share).toBeLessThanOrEqual(MAX_DIFFERING);
    });
  }
});

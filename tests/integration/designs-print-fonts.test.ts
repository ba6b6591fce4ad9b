import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textNodeAttrs } from '../../src/engine/kernels/node-attrs';
import type { TextLayer } from '../../src/engine/model/design';
import { konvaInNode } from '../../src/server/services/designs/konva-node';
import { PRINT_PIXELS_PER_UNIT } from '../../src/server/services/designs/print-file';
import { signUp } from './support/accounts';
import { startTestShop, type TestShop } from './support/test-app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

const SAMPLE = 'Bhopal ♥ ₹499 नमस्ते 😀';
// No font of the stack has U+10900 (Phoenician): what it draws is the missing-glyph box.
const NO_FONT_HAS = '\u{10900}';
const BOX = { width: 200, height: 150 };

/** One text layer per character, on a grid, so each character's pixels can be cut out of the print file. */
function characterLayers(chars: readonly string[]): TextLayer[] {
  return chars.map((content, i) => ({
    id: `text-${i}`,
    kind: 'text',
    content,
    color: '#000000',
    fontSize: 24,
    fontWeight: 'bold',
    fontStyle: 'normal',
    x: 20 + (i % 5) * 230,
    y: 20 + Math.floor(i / 5) * 180,
    rotation: 0,
    width: BOX.width,
  }));
}

/** The alpha channel of a layer's box drawn alone at print resolution, the way the print renderer draws it. */
async function drawnAlone(layer: TextLayer): Promise<Buffer> {
  const Konva = await konvaInNode();
  const group = new Konva.Group();
  group.add(new Konva.Rect({ x: 0, y: 0, ...BOX }));
  group.add(new Konva.Text(textNodeAttrs({ ...layer, x: 0, y: 0 })));
  const canvas = group.toCanvas({ x: 0, y: 0, ...BOX, pixelRatio: PRINT_PIXELS_PER_UNIT }) as unknown as { encode(format: 'png'): Promise<Buffer> };
  group.destroy();
  return alpha(await canvas.encode('png'));
}

async function alpha(png: Buffer, cut?: { left: number; top: number }): Promise<Buffer> {
  const image = sharp(png);
  const region = cut ? image.extract({ ...cut, width: BOX.width * PRINT_PIXELS_PER_UNIT, height: BOX.height * PRINT_PIXELS_PER_UNIT }) : image;
  return region.ensureAlpha().extractChannel(3).raw().toBuffer();
}

describe('print fonts', () => {
  it('print ₹, ♥, Hindi and emoji as glyphs in the 300 DPI print file, never as the empty box', async () => {
    const { browser } = await signUp(shop);
    const chars = [...new Set(SAMPLE.replace(/ /g, ''))];
    const layers = characterLayers(chars);
    const document = { version: 1, garment: 'tshirt', color: 'white', size: 'L', sides: { front: layers, back: [] } };
    const created = await browser.post('/designs', { document });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data._id as string;

    const response = await shop.app.inject({ method: 'GET', url: `/api/api/v1/designs/${id}/print/front`, cookies: Object.fromEntries(browser.cookies) });
    expect(response.statusCode).toBe(200);
    const print = response.rawPayload;

    const box = await drawnAlone({ ...layers[0]!, content: NO_FONT_HAS });
    expect(box.some((a) => a > 0)).toBe(true);
    const boxes: string[] = [];
    for (const layer of layers) {
      const printed = await alpha(print, { left: layer.x * PRINT_PIXELS_PER_UNIT, top: layer.y * PRINT_PIXELS_PER_UNIT });
      // The cut-out is the layer exactly: drawn alone it gives the same pixels (so a box would match the box).
      expect(printed.equals(await drawnAlone(layer)), `${layer.content} cut out where drawn`).toBe(true);
      expect(printed.some((a) => a > 0), `${layer.content} inked`).toBe(true);
      if (printed.equals(box)) boxes.push(layer.content);
    }
    expect(boxes).toEqual([]);
  });

  it('refuse a design with characters no print font has, naming them', async () => {
    const { browser } = await signUp(shop);
    const [layer] = characterLayers(['Bhopal 中 ♥ 𐤀']);
    const document = { version: 1, garment: 'tshirt', color: 'white', size: 'L', sides: { front: [], back: [layer] } };
    const refused = await browser.post('/designs', { document });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, code: 'BAD_REQUEST', message: 'These characters cannot be printed: 中 𐤀. Please remove them or use other characters.' });

    const created = await browser.post('/designs', { document: { ...document, sides: { front: [], back: [{ ...layer!, content: SAMPLE }] } } });
    expect(created.status).toBe(201);
    const changed = await browser.request('PUT', `/designs/${created.body.data._id}`, { document });
    expect(changed.status).toBe(400);
    expect(changed.body.message).toMatch(/^These characters cannot be printed: 中 𐤀\./);
  });
});

import { createCanvas } from '@napi-rs/canvas';
import type KonvaType from 'konva';
import { beforeAll, describe, expect, it } from 'vitest';
import { curvedTextNodeAttrs, measuredCurvedLayout } from '../../../engine/kernels/curved-text-node';
import { textEffectAttrs, textNodeAttrs } from '../../../engine/kernels/node-attrs';
import type { TextLayer } from '../../../engine/model/design';
import { PRINT_PIXELS_PER_UNIT } from '../../../engine/model/units';
import { konvaInNode } from './konva-node';
import { textLayerNode, wordWiseText } from './text-node';

const text = (over: Partial<TextLayer> & Pick<TextLayer, 'id' | 'content'>): TextLayer => ({
  kind: 'text',
  color: '#ff0000',
  fontSize: 60,
  fontWeight: 'bold',
  fontStyle: 'normal',
  x: 40,
  y: 40,
  rotation: 0,
  width: 500,
  outline: { color: '#0000ff', width: 4 },
  shadow: { color: '#00ff00', offsetX: 15, offsetY: 0, blur: 0 },
  ...over,
});

// The print-file-effects fixture's sharp shadow; the largest outline, offset and blur; a curve.
const sharp = text({ id: 'sharp', content: 'I' });
const blurred = text({ id: 'blurred', content: 'Om', outline: { color: '#0000ff', width: 8 }, shadow: { color: '#00ff00', offsetX: 20, offsetY: 20, blur: 20 } });
const curved = text({ id: 'curved', content: 'HOHOH', fontSize: 40, curve: 60, shadow: { color: '#00ff00', offsetX: 6, offsetY: 6, blur: 4 } });
const rotated = text({ id: 'rotated', content: 'Ak', rotation: 20, shadow: { color: '#000000', offsetX: -10, offsetY: 12, blur: 2 } });

/** The region drawn, in print units (as a print file's top left corner). */
const REGION = { x: 0, y: 0, width: 900, height: 700 };
type Pixels = Uint8ClampedArray;

let Konva: typeof KonvaType;
beforeAll(async () => {
  Konva = await konvaInNode();
});

function render(node: KonvaType.Shape): Pixels {
  const group = new Konva.Group();
  group.add(node);
  const canvas = group.toCanvas({ ...REGION, pixelRatio: PRINT_PIXELS_PER_UNIT }) as unknown as ReturnType<typeof createCanvas>;
  group.destroy();
  return canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
}

/**
 * The same text drawn the old way: Konva's buffer canvas (perfectDrawEnabled on), the text drawn
 * into it and the buffer drawn with the shadow, so the outlined letters cast one shadow.
 */
function bufferedNode(layer: TextLayer): KonvaType.Shape {
  const buffered = { ...textEffectAttrs(layer), perfectDrawEnabled: true };
  if (!layer.curve) {
    const { sceneFunc: _ownDrawing, ...attrs } = textNodeAttrs(layer);
    return new (wordWiseText(Konva))({ ...attrs, ...buffered });
  }
  // Its glyphs drawn as without a shadow (one pass), the shadow then Konva's, through the buffer.
  const { shadow: _shadow, ...unshadowed } = layer;
  const layout = measuredCurvedLayout(layer, createCanvas(1, 1).getContext('2d'));
  return new Konva.Shape({ ...curvedTextNodeAttrs(unshadowed, layout), ...buffered } as unknown as KonvaType.ShapeConfig);
}

interface Difference {
  /** The largest difference of any channel at any pixel, 0-255. */
  largest: number;
  /** Pixels where some channel differs by more than 8. */
  over8: number;
  /** Pixels drawn (alpha > 0) in the reference. */
  drawn: number;
}

function difference(now: Pixels, before: Pixels): Difference {
  let largest = 0;
  let over8 = 0;
  let drawn = 0;
  for (let at = 0; at < before.length; at += 4) {
    if (before[at + 3]! > 0) drawn++;
    // Premultiplied, as drawn: a nearly transparent pixel's colour is noise once unpremultiplied.
    const [alphaNow, alphaBefore] = [now[at + 3]!, before[at + 3]!];
    let pixel = Math.abs(alphaNow - alphaBefore);
    for (let channel = 0; channel < 3; channel++) {
      pixel = Math.max(pixel, Math.abs((now[at + channel]! * alphaNow - before[at + channel]! * alphaBefore) / 255));
    }
    largest = Math.max(largest, pixel);
    if (pixel > 8) over8++;
  }
  return { largest, over8, drawn };
}

describe('an outlined and shadowed text casts the shadow the buffered drawing did', () => {
  it('a sharp shadow is the same, pixel for pixel, and not doubled where outline and letter overlap', () => {
    const now = render(textLayerNode(Konva, sharp));
    const before = render(bufferedNode(sharp));
    const diff = difference(now, before);
    expect(diff.drawn).toBeGreaterThan(100_000);
    expect(diff.largest).toBeLessThanOrEqual(3);
    // Across the 'I': its outline's shadow ends 15 px (180 print px) past the outline. A shadow
    // point 60 print px past the outline is cast by where the outline's inner half lies under
    // the letter's fill; one 150 px past, by the middle of the letter. Both are the shadow's
    // colour once, opaque: not darker, and the letter's shadow has not painted over its outline.
    const y = (sharp.y + 0.6 * 240) * PRINT_PIXELS_PER_UNIT;
    const width = REGION.width * PRINT_PIXELS_PER_UNIT;
    const rgba = (pixels: Pixels, x: number) => [...pixels.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];
    // From the right: past the shadow's end, then along the shadow to the outline's last blue pixel.
    let outlineEnd = width - 1;
    while (rgba(now, outlineEnd)[3] === 0) outlineEnd--;
    while (rgba(now, outlineEnd)[2]! < 128) outlineEnd--;
    for (const past of [60, 150]) {
      expect(rgba(now, outlineEnd + past)).toEqual([0, 255, 0, 255]);
      expect(rgba(now, outlineEnd + past)).toEqual(rgba(before, outlineEnd + past));
    }
    expect(rgba(now, outlineEnd + 200)[3]).toBe(0);
  });

  // A blurred shadow is the outline's and the letters' blurred apart and laid over each other,
  // where the buffer blurred their union: the two differ only where both soft edges overlap.
  it.each([
    { layer: blurred, largest: 24, share: 0.25 },
    { layer: curved, largest: 24, share: 0.02 },
    { layer: rotated, largest: 56, share: 0.006 },
  ])('a blurred shadow stays within $largest / 255 of the buffered one ($layer.id)', ({ layer, largest, share }) => {
    const diff = difference(render(textLayerNode(Konva, layer)), render(bufferedNode(layer)));
    expect(diff.drawn).toBeGreaterThan(100_000);
    expect(diff.largest).toBeLessThanOrEqual(largest);
    expect(diff.over8 / diff.drawn).toBeLessThanOrEqual(share);
  });
});

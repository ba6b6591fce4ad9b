import { describe, expect, it } from 'vitest';
import type { Design, GraphicLayer, ImageLayer, TextLayer } from './design';
import { designPrintChecks, layerDpi, printRefusal } from './print-quality';

const text = (over: Partial<TextLayer> = {}): TextLayer => ({ kind: 'text', id: 'text-1', content: 'Hi', color: '#ffffff', fontSize: 20, fontWeight: 'bold', fontStyle: 'normal', x: 0, y: 0, rotation: 0, width: 400, ...over });
// 300 x 300 px: 150 DPI at 2 in (200 units), 75 at 4 in, 60 at 5 in.
const image = (size: number, over: Partial<ImageLayer> = {}): ImageLayer => ({ kind: 'image', id: 'image-1', src: '/u/1.png', x: 0, y: 0, rotation: 0, width: size, height: size, naturalWidth: 300, naturalHeight: 300, ...over });
const graphic = (size: number, over: Partial<GraphicLayer> = {}): GraphicLayer => ({ kind: 'graphic', id: 'graphic-1', src: 'lotus.png', x: 0, y: 0, rotation: 0, width: size, height: size, ...over });
const design = (front: Design['sides']['front'], back: Design['sides']['back'] = [], over: Partial<Design> = {}): Design => ({ version: 3, garment: 'tshirt', color: 'White', size: 'M', sides: { front, back }, ...over });
const WHITE = { garmentHex: '#ffffff' };

describe('print-quality checks', () => {
  it("warns that white text on a white tee will not show, in the shop's words", () => {
    expect(designPrintChecks(design([text()]), WHITE)).toEqual([
      { side: 'front', layerId: 'text-1', kind: 'contrast', severity: 'warning', message: 'White text on a white tee will not show.' },
    ]);
    expect(designPrintChecks(design([text({ color: '#000000' })]), WHITE)).toEqual([]);
    // An ink off the card is named by its hex; a hoodie is a hoodie.
    expect(designPrintChecks(design([text({ color: '#f4f4f4' })], [], { garment: 'hoodie', color: 'Snow' }), WHITE)[0]?.message).toBe('Text in #f4f4f4 on a snow hoodie will not show.');
    // Without the garment's colour nothing is judged.
    expect(designPrintChecks(design([text()]), {})).toEqual([]);
  });

  it("judges a one-ink graphic's tint, and leaves a full-colour graphic alone", () => {
    const checks = designPrintChecks(design([graphic(280, { tint: '#0c2340' })], [], { color: 'Navy' }), { garmentHex: '#1f2a44' });
    expect(checks.map((c) => c.message)).toEqual(['A graphic in navy ink on a navy tee will not show.']);
    expect(designPrintChecks(design([graphic(280)]), WHITE)).toEqual([]);
  });

  it('warns under 150 DPI and refuses an upload under 72, each on its layer and side', () => {
    expect(designPrintChecks(design([image(200)]), WHITE)).toEqual([]);
    const soft = designPrintChecks(design([], [image(400)]), WHITE);
    expect(soft).toEqual([
      { side: 'back', layerId: 'image-1', kind: 'resolution', severity: 'warning', message: 'This image would print at about 75 DPI and may look blurry. Make it smaller or upload a larger image.' },
    ]);
    const refused = designPrintChecks(design([image(500)]), WHITE);
    expect(refused.map((c) => [c.severity, c.message])).toEqual([
      ['refusal', 'This image would print at about 60 DPI, too blurry to print: the shop prints images at 72 DPI or more. Make it smaller or upload a larger image.'],
    ]);
  });

  it('never refuses a catalogue graphic, however large it is drawn: a warning at most', () => {
    const pixels = () => ({ width: 300, height: 300 });
    expect(layerDpi(graphic(1000), { graphicPixels: pixels })).toBe(30);
    expect(designPrintChecks(design([graphic(1000)]), { ...WHITE, graphicPixels: pixels }).map((c) => c.severity)).toEqual(['warning']);
    // Its pixels unknown (not loaded yet), it is not judged.
    expect(designPrintChecks(design([graphic(1000)]), WHITE)).toEqual([]);
  });

  it('lists the front before the back and, on a side, the top layer first', () => {
    const checks = designPrintChecks(design([text({ id: 'below' }), text({ id: 'above' })], [image(400, { id: 'behind' })]), WHITE);
    expect(checks.map((c) => `${c.side}:${c.layerId}`)).toEqual(['front:above', 'front:below', 'back:behind']);
  });

  it('refuses a design (what the server holds to at save) only for an upload under 72 DPI', () => {
    expect(printRefusal(design([image(400), graphic(5000), text()]))).toBeNull();
    expect(printRefusal(design([], [image(420)]))).toBe(
      'An image on the back would print at about 71 DPI, too blurry to print: the shop prints images at 72 DPI or more. Make it smaller or upload a larger image, then save again.',
    );
  });
});

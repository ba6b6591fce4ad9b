import { describe, expect, it } from 'vitest';
import { addGraphic } from '../commands/add-graphic';
import { switchSide } from '../commands/switch-side';
import { createDesignStore } from '../design-store';
import { createDesign, newImageLayer } from './defaults';
import type { Design, ImageLayer } from './design';
import { DESIGN_COST_MESSAGES, MAX_OWN_IMAGES_PER_DESIGN, MAX_SIDE_PRINT_PIXELS, designCost, designCostProblem } from './design-cost';
import { printArea } from './print-area';
import { MAX_LAYERS_PER_SIDE } from './text-options';

const blank = createDesign('black');

/** An upload covering the whole print area of a side: what 'as large as the print' means. */
function fullAreaUpload(design: Design, side: 'front' | 'back', id: string, src: string): ImageLayer {
  const area = printArea(design.garment, side);
  return { ...newImageLayer(design, side, id, src, 4000, 4000), x: 0, y: 0, width: area.width, height: area.height };
}

describe('design cost', () => {
  it('counts graphics and images at their printed size, 300 DPI, and text not at all', () => {
    const design: Design = {
      ...blank,
      sides: {
        front: [
          { id: 'graphic-1', kind: 'graphic', src: 'a.png', x: 0, y: 0, width: 280, height: 280, rotation: 45 },
          { id: 'text-2', kind: 'text', content: 'Bhopal', color: '#000000', fontSize: 28, fontWeight: 'bold', fontStyle: 'normal', x: 0, y: 0, rotation: 0, width: 1200 },
        ],
        back: [fullAreaUpload(blank, 'back', 'image-3', 'upload-1.png')],
      },
    };
    expect(designCost(design)).toEqual({ printPixels: { front: 840 * 840, back: 3600 * 4800 }, ownImages: 1 });
    expect(designCostProblem(design)).toBeNull();
  });

  it('lets real use through: 50 catalogue graphics a side at the spec size, or two uploads over a whole print area per side', () => {
    const store = createDesignStore(blank);
    for (const side of ['front', 'back'] as const) {
      store.run(switchSide, { side });
      for (let i = 0; i < MAX_LAYERS_PER_SIDE; i++) store.run(addGraphic, { src: `graphic-${i % 7}.png` });
    }
    const graphics = store.getState().design;
    expect(graphics.sides.back).toHaveLength(MAX_LAYERS_PER_SIDE);
    expect(designCostProblem(graphics)).toBeNull();

    const photos: Design = {
      ...blank,
      sides: {
        front: [fullAreaUpload(blank, 'front', 'image-1', 'upload-1.png'), fullAreaUpload(blank, 'front', 'image-2', 'upload-2.png')],
        back: [fullAreaUpload(blank, 'back', 'image-3', 'upload-3.png'), fullAreaUpload(blank, 'back', 'image-4', 'upload-4.png')],
      },
    };
    expect(designCostProblem(photos)).toBeNull();
  });

  it('names in words a side past its pixel budget and a design with too many own images', () => {
    // The attack a review found: one upload placed 50 times at full size.
    const copies = Array.from({ length: MAX_LAYERS_PER_SIDE }, (_, i) => fullAreaUpload(blank, 'back', `image-${i}`, 'upload-1.png'));
    const heavy: Design = { ...blank, sides: { front: [], back: copies } };
    expect(designCost(heavy).printPixels.back).toBeGreaterThan(MAX_SIDE_PRINT_PIXELS);
    expect(designCostProblem(heavy)).toBe(
      'The back has more image than the shop can print: its graphics and images come to 864 megapixels at print size, and a side takes at most 36. Make some of them smaller or remove a few, then save again.',
    );
    const small = (i: number): ImageLayer => ({ ...newImageLayer(blank, 'front', `image-${i}`, `upload-${i}.png`, 100, 100), width: 50, height: 50 });
    const many: Design = { ...blank, sides: { front: Array.from({ length: MAX_OWN_IMAGES_PER_DESIGN + 1 }, (_, i) => small(i)), back: [] } };
    expect(designCostProblem(many)).toBe(DESIGN_COST_MESSAGES.ownImages(MAX_OWN_IMAGES_PER_DESIGN + 1));
    expect(designCostProblem(many)).toBe('This design uses 9 of your own images, and a design takes at most 8. Remove one, then save again.');
  });

  it('never stops a click on a catalogue graphic: even over the budget it adds it at 70 x 70, first at 100,100', () => {
    const over: Design = { ...blank, sides: { front: Array.from({ length: 3 }, (_, i) => fullAreaUpload(blank, 'front', `image-${i}`, 'upload-1.png')), back: [] } };
    const overStore = createDesignStore(over);
    expect(designCostProblem(over)).not.toBeNull();
    overStore.run(addGraphic, { src: 'graphic-lotus.png' });
    const added = overStore.getState().design.sides.front.at(-1);
    // The spec's 70 x 70 px at 100,100 in reference display pixels: 280 units at 400,400.
    expect(added).toMatchObject({ kind: 'graphic', src: 'graphic-lotus.png', x: 400, y: 400, width: 280, height: 280, rotation: 0 });
  });
});

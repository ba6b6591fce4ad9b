import { loadImage } from '@napi-rs/canvas';
import { imageNodeAttrs, textNodeAttrs } from '../../../engine/kernels/node-attrs';
import type { Design, Side } from '../../../engine/model/design';
import { printArea } from '../../../engine/model/print-area';
import { unprintableInDesign } from '../../../engine/model/printable-design';
import { PRINT_DPI, UNITS_PER_INCH } from '../../../engine/model/units';
import { unprintableMessage } from '../../../shared/printable-text';
import { DomainError } from '../../errors';
import { konvaInNode } from './konva-node';

/** Print pixels per print unit (300 DPI over units of 1/100 in: 3). */
export const PRINT_PIXELS_PER_UNIT = PRINT_DPI / UNITS_PER_INCH;

/** Reads a layer's image bytes by its saved src (a document key); null when it is gone. */
export type ReadLayerImage = (src: string) => Promise<Buffer | null>;

// A 3600 x 4800 canvas holds ~70 MB of pixels: one render at a time keeps memory flat.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The print file of one side: a transparent PNG at 300 DPI over the side's print area (a tee
 * front is 3600 x 4800 px), drawn from the saved design with the same node attributes as the
 * shopper's canvas. Returns null for a side with nothing on it.
 */
export function renderPrintFile(design: Design, side: Side, readImage: ReadLayerImage): Promise<Buffer | null> {
  const run = queue.then(() => render(design, side, readImage));
  queue = run.catch(() => undefined);
  return run;
}

async function render(design: Design, side: Side, readImage: ReadLayerImage): Promise<Buffer | null> {
  const layers = design.sides[side];
  if (layers.length === 0) return null;
  // A design saved before the print fonts' coverage was checked may still hold such text.
  const unprintable = unprintableInDesign({ sides: { front: layers, back: [] } });
  if (unprintable.length > 0) throw new DomainError('INVALID_DATA', unprintableMessage(unprintable));
  const Konva = await konvaInNode();
  const area = printArea(design.garment, side);
  const group = new Konva.Group();
  // A transparent box the size of the area, so the export covers it exactly.
  group.add(new Konva.Rect({ x: 0, y: 0, width: area.width, height: area.height, listening: false }));
  for (const layer of layers) {
    if (layer.kind === 'text') {
      group.add(new Konva.Text(textNodeAttrs(layer)));
      continue;
    }
    const bytes = await readImage(layer.src);
    if (!bytes) throw new DomainError('NOT_FOUND', 'A graphic of this design is no longer available.');
    const image = await loadImage(bytes);
    group.add(new Konva.Image({ ...imageNodeAttrs(layer), image: image as unknown as HTMLImageElement }));
  }
  const canvas = group.toCanvas({ x: 0, y: 0, width: area.width, height: area.height, pixelRatio: PRINT_PIXELS_PER_UNIT }) as unknown as {
    encode(format: 'png'): Promise<Buffer>;
  };
  group.destroy();
  return canvas.encode('png');
}

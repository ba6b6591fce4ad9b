import { loadImage } from '@napi-rs/canvas';
import { imageNodeAttrs, textNodeAttrs } from '../../../engine/kernels/node-attrs';
import type { Design, Side } from '../../../engine/model/design';
import { printArea } from '../../../engine/model/print-area';
import { DomainError } from '../../errors';
import { konvaInNode } from './konva-node';
import type { ReadLayerImage } from './print-file';

/** Previews are square, like the garment photos and the studio's own preview download. */
export const PREVIEW_PIXELS = 800;

/**
 * A side's preview as the shopper saw it: the garment photo with the design in its print area,
 * as WebP, drawn with the same node attributes as the studio. Null for a blank side.
 */
export async function renderPreview(design: Design, side: Side, garmentPhoto: Buffer | null, readImage: ReadLayerImage): Promise<Buffer | null> {
  const layers = design.sides[side];
  if (layers.length === 0) return null;
  const Konva = await konvaInNode();
  const area = printArea(design.garment, side);
  const root = new Konva.Group();
  root.add(new Konva.Rect({ x: 0, y: 0, width: PREVIEW_PIXELS, height: PREVIEW_PIXELS, fill: '#ece8df' }));
  if (garmentPhoto) root.add(new Konva.Image({ image: (await loadImage(garmentPhoto)) as unknown as HTMLImageElement, x: 0, y: 0, width: PREVIEW_PIXELS, height: PREVIEW_PIXELS }));
  const scale = (area.onPhoto.width * PREVIEW_PIXELS) / area.width;
  const printGroup = new Konva.Group({ x: area.onPhoto.left * PREVIEW_PIXELS, y: area.onPhoto.top * PREVIEW_PIXELS, scaleX: scale, scaleY: scale });
  root.add(printGroup);
  for (const layer of layers) {
    if (layer.kind === 'text') {
      printGroup.add(new Konva.Text(textNodeAttrs(layer)));
      continue;
    }
    const bytes = await readImage(layer.src);
    if (!bytes) throw new DomainError('INVALID_DATA', 'A graphic of this design is not available.');
    printGroup.add(new Konva.Image({ ...imageNodeAttrs(layer), image: (await loadImage(bytes)) as unknown as HTMLImageElement }));
  }
  const canvas = root.toCanvas({ x: 0, y: 0, width: PREVIEW_PIXELS, height: PREVIEW_PIXELS, pixelRatio: 1 }) as unknown as { encode(format: 'webp', quality: number): Promise<Buffer> };
  root.destroy();
  return canvas.encode('webp', 82);
}

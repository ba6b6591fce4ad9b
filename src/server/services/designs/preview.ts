import { imageNodeAttrs } from '../../../engine/kernels/node-attrs';
import type { Design, Side } from '../../../engine/model/design';
import { printArea } from '../../../engine/model/print-area';
import { konvaInNode } from './konva-node';
import { textLayerNode } from './text-node';
import { decodeAt, decodeLayerImages, layerPicture } from './layer-images';
import type { LayerImageBytes } from './render-job';

/** Previews are square, like the garment photos and the studio's own preview download. */
export const PREVIEW_PIXELS = 800;

/**
 * Draws a side's preview (in a render worker) as the shopper saw it: the garment photo with the
 * design in its print area, as WebP, with the same node attributes as the studio. Images are
 * decoded at the preview's own small size. Null for a blank side.
 */
export async function drawPreview(design: Design, side: Side, garmentPhoto: Uint8Array | null, images: LayerImageBytes): Promise<Buffer | null> {
  const layers = design.sides[side];
  if (layers.length === 0) return null;
  const Konva = await konvaInNode();
  const area = printArea(design.garment, side);
  const scale = (area.onPhoto.width * PREVIEW_PIXELS) / area.width;
  const decoded = await decodeLayerImages(layers, images, scale);
  const root = new Konva.Group();
  root.add(new Konva.Rect({ x: 0, y: 0, width: PREVIEW_PIXELS, height: PREVIEW_PIXELS, fill: '#ece8df' }));
  if (garmentPhoto) {
    const photo = await decodeAt(garmentPhoto, PREVIEW_PIXELS, PREVIEW_PIXELS);
    root.add(new Konva.Image({ image: photo as unknown as HTMLImageElement, x: 0, y: 0, width: PREVIEW_PIXELS, height: PREVIEW_PIXELS }));
  }
  const printGroup = new Konva.Group({ x: area.onPhoto.left * PREVIEW_PIXELS, y: area.onPhoto.top * PREVIEW_PIXELS, scaleX: scale, scaleY: scale });
  root.add(printGroup);
  for (const layer of layers) {
    if (layer.kind === 'text') printGroup.add(textLayerNode(Konva, layer));
    else printGroup.add(new Konva.Image({ ...imageNodeAttrs(layer), image: layerPicture(layer, decoded) as unknown as HTMLImageElement }));
  }
  const canvas = root.toCanvas({ x: 0, y: 0, width: PREVIEW_PIXELS, height: PREVIEW_PIXELS, pixelRatio: 1 }) as unknown as { encode(format: 'webp', quality: number): Promise<Buffer> };
  root.destroy();
  return canvas.encode('webp', 82);
}

import { createCanvas, ImageData, type Canvas } from '@napi-rs/canvas';
import { shadeOverlay } from '../../../engine/kernels/fabric-shade';
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
  let shade: Canvas | null = null;
  if (garmentPhoto) {
    const photo = await decodeAt(garmentPhoto, PREVIEW_PIXELS, PREVIEW_PIXELS);
    root.add(new Konva.Image({ image: photo as unknown as HTMLImageElement, x: 0, y: 0, width: PREVIEW_PIXELS, height: PREVIEW_PIXELS }));
    shade = fabricShadeCanvas(photo, area.onPhoto);
  }
  // The print is drawn on a canvas of its own, as the studio draws it on a layer of its own, so
  // that the fabric shade composited 'source-atop' touches the print and not the photo.
  const printGroup = new Konva.Group({ x: 0, y: 0, scaleX: scale, scaleY: scale, clipX: 0, clipY: 0, clipWidth: area.width, clipHeight: area.height });
  for (const layer of layers) {
    if (layer.kind === 'text') printGroup.add(textLayerNode(Konva, layer));
    else printGroup.add(new Konva.Image({ ...imageNodeAttrs(layer), image: layerPicture(layer, decoded) as unknown as HTMLImageElement }));
  }
  if (shade) printGroup.add(new Konva.Image({ image: shade as unknown as HTMLImageElement, x: 0, y: 0, width: area.width, height: area.height, globalCompositeOperation: 'source-atop', listening: false }));
  const printBox = { width: Math.round(area.onPhoto.width * PREVIEW_PIXELS), height: Math.round(area.onPhoto.height * PREVIEW_PIXELS) };
  const print = printGroup.toCanvas({ x: 0, y: 0, ...printBox, pixelRatio: 1 });
  printGroup.destroy();
  root.add(new Konva.Image({ image: print, x: Math.round(area.onPhoto.left * PREVIEW_PIXELS), y: Math.round(area.onPhoto.top * PREVIEW_PIXELS), ...printBox }));
  const canvas = root.toCanvas({ x: 0, y: 0, width: PREVIEW_PIXELS, height: PREVIEW_PIXELS, pixelRatio: 1 }) as unknown as { encode(format: 'webp', quality: number): Promise<Buffer> };
  root.destroy();
  return canvas.encode('webp', 82);
}

/** The fabric shade over the print area of a decoded garment photo (engine/kernels/fabric-shade.ts), as a canvas. */
export function fabricShadeCanvas(photo: Canvas, onPhoto: { left: number; top: number; width: number; height: number }): Canvas {
  const box = { x: Math.round(onPhoto.left * photo.width), y: Math.round(onPhoto.top * photo.height), width: Math.round(onPhoto.width * photo.width), height: Math.round(onPhoto.height * photo.height) };
  const pixels = photo.getContext('2d').getImageData(box.x, box.y, box.width, box.height);
  const overlay = shadeOverlay(pixels, { x: 0, y: 0, width: pixels.width, height: pixels.height });
  const canvas = createCanvas(overlay.width, overlay.height);
  canvas.getContext('2d').putImageData(new ImageData(overlay.data, overlay.width, overlay.height), 0, 0);
  return canvas;
}

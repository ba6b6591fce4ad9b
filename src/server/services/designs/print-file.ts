import sharp from 'sharp';
import { imageNodeAttrs } from '../../../engine/kernels/node-attrs';
import type { Design, Side } from '../../../engine/model/design';
import { printArea } from '../../../engine/model/print-area';
import { PRINT_DPI, PRINT_PIXELS_PER_UNIT } from '../../../engine/model/units';
import { konvaInNode } from './konva-node';
import { textLayerNode } from './text-node';
import { decodeLayerImages, layerPicture } from './layer-images';
import type { LayerImageBytes } from './render-job';

export { PRINT_PIXELS_PER_UNIT };

/**
 * Draws the print file of one side (in a render worker): a transparent PNG at 300 DPI over the
 * side's print area (a tee front is 3600 x 4800 px), with the same node attributes as the
 * shopper's canvas, tagged 300 DPI (pHYs). Each image is decoded once, at its printed size. Null for a blank side.
 */
export async function drawPrintFile(design: Design, side: Side, images: LayerImageBytes): Promise<Buffer | null> {
  const layers = design.sides[side];
  if (layers.length === 0) return null;
  const Konva = await konvaInNode();
  const decoded = await decodeLayerImages(layers, images, PRINT_PIXELS_PER_UNIT);
  const area = printArea(design.garment, side);
  const group = new Konva.Group();
  // A transparent box the size of the area, so the export covers it exactly.
  group.add(new Konva.Rect({ x: 0, y: 0, width: area.width, height: area.height, listening: false }));
  for (const layer of layers) {
    if (layer.kind === 'text') group.add(textLayerNode(Konva, layer));
    else group.add(new Konva.Image({ ...imageNodeAttrs(layer), image: layerPicture(layer, decoded) as unknown as HTMLImageElement }));
  }
  const canvas = group.toCanvas({ x: 0, y: 0, width: area.width, height: area.height, pixelRatio: PRINT_PIXELS_PER_UNIT }) as unknown as PrintCanvas;
  group.destroy();
  return encodePng(canvas);
}

interface PrintCanvas {
  readonly width: number;
  readonly height: number;
  getContext(kind: '2d'): { getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray } };
}

/**
 * The canvas as a PNG tagged 300 DPI, encoded by sharp (zlib level 6, no adaptive row filters)
 * from its pixels rather than by @napi-rs/canvas's own encoder, which is several times slower on
 * a print file for a slightly smaller one. The tag is a pHYs chunk (with an EXIF copy): print
 * software reads an untagged PNG as 72 DPI and would lay the file out several times too wide.
 * getImageData gives the pixels unpremultiplied, as a PNG holds them.
 */
async function encodePng(canvas: PrintCanvas): Promise<Buffer> {
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return sharp(pixels, { raw: { width: canvas.width, height: canvas.height, channels: 4 } })
    .withDensity(PRINT_DPI)
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
}

import { createCanvas, ImageData, type Canvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { tintedCanvas } from '../../../engine/kernels/tint';
import type { Layer } from '../../../engine/model/design';
import { DomainError } from '../../errors';
import type { LayerImageBytes } from './render-job';

/**
 * The largest stored image the renderer decodes. Uploads are kept at most 4000 px a side and
 * catalogue graphics 2400 px, so anything past this is not one of the shop's files.
 */
const MAX_SOURCE_PIXELS = 5000 * 5000;

export const LAYER_IMAGE_MESSAGES = {
  unreadable: 'A graphic of this design could not be read.',
} as const;

/**
 * Each image a side uses, decoded once at the size it is drawn: the largest box any layer
 * gives it at `pixelsPerUnit`, never above its own size (drawing scales it up). Fifty layers of
 * one 4000 x 4000 upload thus cost one decode of the printed size instead of fifty of 16 MP.
 */
export async function decodeLayerImages(layers: readonly Layer[], bytes: LayerImageBytes, pixelsPerUnit: number): Promise<Map<string, Canvas>> {
  const boxes = new Map<string, { width: number; height: number }>();
  for (const layer of layers) {
    if (layer.kind === 'text') continue;
    const box = boxes.get(layer.src) ?? { width: 1, height: 1 };
    boxes.set(layer.src, { width: Math.max(box.width, Math.ceil(layer.width * pixelsPerUnit)), height: Math.max(box.height, Math.ceil(layer.height * pixelsPerUnit)) });
  }
  const decoded = new Map<string, Canvas>();
  for (const [src, box] of boxes) {
    const source = bytes[src];
    if (!source) throw new DomainError('NOT_FOUND', 'A graphic of this design is no longer available.');
    decoded.set(src, await decodeAt(source, box.width, box.height));
  }
  return decoded;
}

/** An encoded image as a canvas of at most width x height (its own size when smaller). */
export async function decodeAt(source: Uint8Array, width: number, height: number): Promise<Canvas> {
  try {
    const image = sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS });
    const meta = await image.metadata();
    const w = Math.min(width, meta.width ?? width);
    const h = Math.min(height, meta.height ?? height);
    const resized = w === meta.width && h === meta.height ? image : image.resize({ width: w, height: h, fit: 'fill' });
    const { data, info } = await resized.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const canvas = createCanvas(info.width, info.height);
    canvas.getContext('2d').putImageData(new ImageData(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height), 0, 0);
    return canvas;
  } catch {
    throw new DomainError('INVALID_DATA', LAYER_IMAGE_MESSAGES.unreadable);
  }
}

/**
 * What a graphic or image layer draws: its decoded picture, or for a one-ink graphic with a
 * tint, its shape in that ink (engine/kernels/tint.ts, as the studio's canvas draws it).
 */
export function layerPicture(layer: Exclude<Layer, { kind: 'text' }>, decoded: ReadonlyMap<string, Canvas>): Canvas | undefined {
  const picture = decoded.get(layer.src);
  if (!picture || layer.kind !== 'graphic' || !layer.tint) return picture;
  return tintedCanvas(picture, layer.tint, (width, height) => createCanvas(width, height));
}

import type { Design, Layer, Side } from '../../../engine/model/design';
import { designCostProblem } from '../../../engine/model/design-cost';
import { unprintableInDesign } from '../../../engine/model/printable-design';
import { unprintableMessage } from '../../../shared/printable-text';
import { DomainError } from '../../errors';
import { sharedRenderPool, type RenderPool } from './render-pool';
import type { LayerImageBytes, RenderJob } from './render-job';

/** Reads a layer's image bytes by its saved src (a document key); null when it is gone. */
export type ReadLayerImage = (src: string) => Promise<Buffer | null>;

/** Each image the layers use, read once. */
async function readLayerImages(layers: readonly Layer[], readImage: ReadLayerImage, missing: () => DomainError): Promise<LayerImageBytes> {
  const images: LayerImageBytes = {};
  for (const layer of layers) {
    if (layer.kind === 'text' || images[layer.src]) continue;
    const bytes = await readImage(layer.src);
    if (!bytes) throw missing();
    images[layer.src] = bytes;
  }
  return images;
}

function asBuffer(bytes: Uint8Array | null): Buffer | null {
  return bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
}

/**
 * The print file of one side: a transparent PNG at 300 DPI over the side's print area, drawn in
 * a render worker. Null for a side with nothing on it. A side past what the shop prints (a
 * design saved before the limits) is refused in words rather than drawn; `signal` drops the job
 * when the client that asked for it has gone.
 */
export async function renderPrintFile(design: Design, side: Side, readImage: ReadLayerImage, options: { pool?: RenderPool; signal?: AbortSignal } = {}): Promise<Buffer | null> {
  const layers = design.sides[side];
  if (layers.length === 0) return null;
  const alone = { sides: { front: [], back: [], [side]: layers } };
  // A design saved before the print fonts' coverage was checked may still hold such text.
  const unprintable = unprintableInDesign(alone);
  if (unprintable.length > 0) throw new DomainError('INVALID_DATA', unprintableMessage(unprintable));
  const tooCostly = designCostProblem(alone);
  if (tooCostly) throw new DomainError('INVALID_DATA', tooCostly);
  const images = await readLayerImages(layers, readImage, () => new DomainError('NOT_FOUND', 'A graphic of this design is no longer available.'));
  const job: RenderJob = { kind: 'print', design, side, images };
  return asBuffer(await (options.pool ?? sharedRenderPool()).run(job, options.signal));
}

/** A side's WebP preview (garment photo with the design), drawn in a render worker; null for a blank side. */
export async function renderPreview(design: Design, side: Side, garmentPhoto: Buffer | null, readImage: ReadLayerImage, pool: RenderPool = sharedRenderPool()): Promise<Buffer | null> {
  const layers = design.sides[side];
  if (layers.length === 0) return null;
  const images = await readLayerImages(layers, readImage, () => new DomainError('INVALID_DATA', 'A graphic of this design is not available.'));
  return asBuffer(await pool.run({ kind: 'preview', design, side, garmentPhoto, images }));
}

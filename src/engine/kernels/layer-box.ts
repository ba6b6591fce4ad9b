import type { Layer } from '../model/design';
import type { RotatedBox } from './geometry';
import { estimateTextHeight } from './text-box';

/** A layer's box in print units; a text layer's height is estimated from its content. */
export function layerBox(layer: Layer): RotatedBox {
  const height = layer.kind === 'text' ? estimateTextHeight(layer) : layer.height;
  return { x: layer.x, y: layer.y, width: layer.width, height, rotation: layer.rotation };
}

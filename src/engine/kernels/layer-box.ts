import type { Layer } from '../model/design';
import type { RotatedBox } from './geometry';
import { estimatedCurvedLayout } from './curved-text-box';
import { estimateTextHeight } from './text-box';

/**
 * A layer's box in print units; a text layer's height is estimated from its content, and a
 * curved text's box is its curved shape's (kernels/curved-text.ts).
 */
export function layerBox(layer: Layer): RotatedBox {
  const curved = layer.kind === 'text' ? estimatedCurvedLayout(layer) : null;
  if (curved) return { x: layer.x, y: layer.y, width: curved.width, height: curved.height, rotation: layer.rotation };
  const height = layer.kind === 'text' ? estimateTextHeight(layer) : layer.height;
  return { x: layer.x, y: layer.y, width: layer.width, height, rotation: layer.rotation };
}

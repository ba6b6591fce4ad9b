import { layerBox } from '../../engine/kernels/layer-box';
import { rotatedCorners } from '../../engine/kernels/rotated-bounds';
import { toRadians, type Point } from '../../engine/kernels/geometry';
import type { Layer } from '../../engine/model/design';

/**
 * How far (screen px) the transformer's frame and handles stand off the selected layer: a
 * phone's 22 px handle is centred on the frame, so 13 px keeps all of it off the content.
 */
export const HANDLE_PADDING_PX = 13;

/** How far (screen px) the red x sits out from the layer's corner, clear of the resize handle. */
export const REMOVE_BUTTON_OFFSET_PX = HANDLE_PADDING_PX + 18;

/**
 * Where the red x of a layer sits, in print units: just outside its top-right corner (turned
 * with the layer), so that it never hides the transformer's corner handle.
 */
export function removeButtonPosition(layer: Layer, pxPerUnit: number): Point {
  const corner = rotatedCorners(layerBox(layer))[1] ?? { x: layer.x, y: layer.y };
  const d = REMOVE_BUTTON_OFFSET_PX / pxPerUnit;
  const cos = Math.cos(toRadians(layer.rotation));
  const sin = Math.sin(toRadians(layer.rotation));
  // (d, -d) in the layer's own frame: out to the right and up.
  return { x: corner.x + d * cos + d * sin, y: corner.y + d * sin - d * cos };
}

import type { Point, RotatedBox } from '../kernels/geometry';
import { toRadians } from '../kernels/geometry';
import { layerBox } from '../kernels/layer-box';
import { boxCentre, rotatedBounds } from '../kernels/rotated-bounds';
import type { Layer } from '../model/design';
import { defineCommand } from './command';
import type { ResizeArgs } from './resize-layer';
import { normaliseRotation } from './resize-layer';
import { isLocked, layersOnSide } from './selection';
import { transformLayers } from './transform-layers';

/**
 * Turning and scaling several layers as one piece from the Arrange panel's buttons (the keyboard
 * and screen-reader way to do what the canvas's shared frame does with a drag): every unlocked
 * selected layer turns, or grows, about the centre of the selection's bounds, so the layers keep
 * their places relative to each other. Each is then kept inside the print area by
 * transformLayers' rules (one undo step).
 */

/** The centre of the layers' axis-aligned bounds, all together. */
function selectionCentre(layers: readonly Layer[]): Point {
  const boxes = layers.map((layer) => rotatedBounds(layerBox(layer)));
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: (left + right) / 2, y: (top + bottom) / 2 };
}

/** The origin of a box of this size and turn whose centre is `centre`. */
function originAround(centre: Point, box: Pick<RotatedBox, 'width' | 'height'>, rotation: number): Point {
  const cos = Math.cos(toRadians(rotation));
  const sin = Math.sin(toRadians(rotation));
  const hx = box.width / 2;
  const hy = box.height / 2;
  return { x: centre.x - (hx * cos - hy * sin), y: centre.y - (hx * sin + hy * cos) };
}

function movable(state: Parameters<typeof layersOnSide>[0], ids: readonly string[]): Layer[] {
  return layersOnSide(state, ids).filter((layer) => !isLocked(layer));
}

/** Degrees one press of the panel's turn buttons turns the selection. */
export const GROUP_TURN_STEP = 15;
/** How much one press of Larger grows the selection (Smaller shrinks by its inverse). */
export const GROUP_SCALE_STEP = 1.1;

export const rotateLayers = defineCommand<{ ids: readonly string[]; by: number }>({
  id: 'rotate-layers',
  label: 'Turn together',
  perform(state, { ids, by }) {
    if (!Number.isFinite(by) || by % 360 === 0) return state;
    const layers = movable(state, ids);
    if (layers.length === 0) return state;
    const pivot = selectionCentre(layers);
    const cos = Math.cos(toRadians(by));
    const sin = Math.sin(toRadians(by));
    const changes = layers.map((layer): ResizeArgs => {
      const box = layerBox(layer);
      const centre = boxCentre(box);
      const dx = centre.x - pivot.x;
      const dy = centre.y - pivot.y;
      const turned = { x: pivot.x + dx * cos - dy * sin, y: pivot.y + dx * sin + dy * cos };
      const rotation = normaliseRotation(layer.rotation + by);
      const origin = originAround(turned, box, rotation);
      return { id: layer.id, width: layer.width, ...(layer.kind === 'text' ? {} : { height: layer.height }), x: origin.x, y: origin.y, rotation };
    });
    return transformLayers.perform(state, { changes });
  },
});

export const scaleLayers = defineCommand<{ ids: readonly string[]; factor: number }>({
  id: 'scale-layers',
  label: 'Scale together',
  perform(state, { ids, factor }) {
    if (!Number.isFinite(factor) || factor <= 0 || factor === 1) return state;
    const layers = movable(state, ids);
    if (layers.length === 0) return state;
    const pivot = selectionCentre(layers);
    const changes = layers.map((layer): ResizeArgs => {
      const box = layerBox(layer);
      const centre = boxCentre(box);
      const moved = { x: pivot.x + (centre.x - pivot.x) * factor, y: pivot.y + (centre.y - pivot.y) * factor };
      const size = { width: box.width * factor, height: box.height * factor };
      const origin = originAround(moved, size, layer.rotation);
      // A text scales as a corner drag scales it: its font size and its box width together.
      const own = layer.kind === 'text' ? { fontSize: layer.fontSize * factor } : { height: layer.height * factor };
      return { id: layer.id, width: layer.width * factor, ...own, x: origin.x, y: origin.y, rotation: layer.rotation };
    });
    return transformLayers.perform(state, { changes });
  },
});

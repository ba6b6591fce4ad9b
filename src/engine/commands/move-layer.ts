import { layerBox } from '../kernels/layer-box';
import { keepGroupInside, unionRect } from '../kernels/layout';
import { rotatedBounds } from '../kernels/rotated-bounds';
import { printArea } from '../model/print-area';
import type { EditorState } from '../editor-state';
import type { Layer } from '../model/design';
import { keepInside, sameLayer, sideOf, updateLayer, withSideLayers } from './layer-edit';
import { isLocked } from './selection';
import { defineCommand } from './command';

/** Moves a layer to (x, y), kept inside the print area. Used at the end of a drag. A locked layer stays. */
export const moveLayer = defineCommand<{ id: string; x: number; y: number }>({
  id: 'move-layer',
  label: 'Move',
  perform(state, { id, x, y }) {
    if (!Number.isFinite(x) || !Number.isFinite(y)) return state;
    return updateLayer(state, id, (layer) => (isLocked(layer) ? layer : { ...layer, x, y }));
  },
});

/** Moves a layer by (dx, dy) print units: the arrow keys (1 px, with Shift 10 px). */
export const nudgeLayer = defineCommand<{ id: string; dx: number; dy: number }>({
  id: 'nudge-layer',
  label: 'Nudge',
  keys: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Shift+ArrowLeft', 'Shift+ArrowRight', 'Shift+ArrowUp', 'Shift+ArrowDown'],
  perform(state, { id, dx, dy }) {
    return nudgeLayers.perform(state, { ids: [id], dx, dy });
  },
});

/** Moves several layers by (dx, dy) as one piece (arrow keys on a selection); locked ones stay. */
export const nudgeLayers = defineCommand<{ ids: readonly string[]; dx: number; dy: number }>({
  id: 'nudge-layers',
  label: 'Nudge',
  perform(state, { ids, dx, dy }) {
    if (!Number.isFinite(dx) || !Number.isFinite(dy)) return state;
    const side = firstSide(state, ids);
    if (!side) return state;
    const moves = state.design.sides[side].filter((l) => ids.includes(l.id)).map((l) => ({ id: l.id, x: l.x + dx, y: l.y + dy }));
    return moveLayers.perform(state, { moves });
  },
});

/**
 * Moves several layers of one side to new origins (the drop of a selection dragged together)
 * as one undo step. The moved layers are kept inside the print area as one piece: a group
 * pushed past an edge is shifted back as a whole, so the layers keep their places relative to
 * each other. Locked layers and ids not found are left out.
 */
export const moveLayers = defineCommand<{ moves: readonly { id: string; x: number; y: number }[] }>({
  id: 'move-layers',
  label: 'Move',
  perform(state, { moves }) {
    if (!moves.every((m) => Number.isFinite(m.x) && Number.isFinite(m.y))) return state;
    const side = firstSide(state, moves.map((m) => m.id));
    if (!side) return state;
    const wanted = new Map(moves.map((m) => [m.id, m]));
    const moved = new Map<string, Layer>();
    for (const layer of state.design.sides[side]) {
      const to = wanted.get(layer.id);
      if (to && !isLocked(layer)) moved.set(layer.id, { ...layer, x: to.x, y: to.y });
    }
    const bounds = unionRect([...moved.values()].map((l) => rotatedBounds(layerBox(l))));
    if (!bounds) return state;
    const fix = keepGroupInside(bounds, { x: 0, y: 0 }, printArea(state.design.garment, side));
    let changed = false;
    const layers = state.design.sides[side].map((layer) => {
      const next = moved.get(layer.id);
      if (!next) return layer;
      const placed = keepInside({ ...next, x: next.x + fix.x, y: next.y + fix.y }, state.design, side);
      if (sameLayer(placed, layer)) return layer;
      changed = true;
      return placed;
    });
    return changed ? { ...state, design: withSideLayers(state.design, side, layers) } : state;
  },
});

function firstSide(state: EditorState, ids: readonly string[]) {
  for (const id of ids) {
    const side = sideOf(state.design, id);
    if (side) return side;
  }
  return null;
}

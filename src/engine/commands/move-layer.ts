import { updateLayer } from './layer-edit';
import { defineCommand } from './command';

/** Moves a layer to (x, y), kept inside the print area. Used at the end of a drag. */
export const moveLayer = defineCommand<{ id: string; x: number; y: number }>({
  id: 'move-layer',
  label: 'Move',
  perform(state, { id, x, y }) {
    if (!Number.isFinite(x) || !Number.isFinite(y)) return state;
    return updateLayer(state, id, (layer) => ({ ...layer, x, y }));
  },
});

/** Moves a layer by (dx, dy) print units: the arrow keys (1 px, with Shift 10 px). */
export const nudgeLayer = defineCommand<{ id: string; dx: number; dy: number }>({
  id: 'nudge-layer',
  label: 'Nudge',
  keys: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Shift+ArrowLeft', 'Shift+ArrowRight', 'Shift+ArrowUp', 'Shift+ArrowDown'],
  perform(state, { id, dx, dy }) {
    if (!Number.isFinite(dx) || !Number.isFinite(dy)) return state;
    return updateLayer(state, id, (layer) => ({ ...layer, x: layer.x + dx, y: layer.y + dy }));
  },
});

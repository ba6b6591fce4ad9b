import type { Layer } from '../model/design';
import { sideOf, withSideLayers } from './layer-edit';
import { defineCommand } from './command';

export type ReorderDirection = 'forward' | 'backward' | 'front' | 'back';

const REORDER_LABELS: Record<ReorderDirection, string> = {
  forward: 'Bring forward',
  backward: 'Send backward',
  front: 'Bring to front',
  back: 'Send to back',
};

/** The button text of a layer-order change. */
export const reorderLabel = (direction: ReorderDirection) => REORDER_LABELS[direction];

/**
 * Moves layers of one side up or down its stack (layers are ordered bottom to top): one step
 * (forward, backward) or all the way (front, back). Several layers move together and keep
 * their order among themselves; a block already at the end stays.
 */
export const reorderLayers = defineCommand<{ ids: readonly string[]; direction: ReorderDirection }>({
  id: 'reorder-layers',
  label: 'Change layer order',
  perform(state, { ids, direction }) {
    const side = ids.map((id) => sideOf(state.design, id)).find((s) => s !== null);
    if (!side || !(direction in REORDER_LABELS)) return state;
    const current = state.design.sides[side];
    const moving = new Set(ids);
    const next = reordered(current, (l) => moving.has(l.id), direction);
    if (next.every((layer, i) => layer === current[i])) return state;
    return { ...state, design: withSideLayers(state.design, side, next) };
  },
});

/** Moves one layer up or down its side's stack (the layer list's buttons). */
export const reorderLayer = defineCommand<{ id: string; direction: ReorderDirection }>({
  id: 'reorder-layer',
  label: 'Change layer order',
  perform(state, { id, direction }) {
    return reorderLayers.perform(state, { ids: [id], direction });
  },
});

function reordered(layers: readonly Layer[], moves: (layer: Layer) => boolean, direction: ReorderDirection): Layer[] {
  if (direction === 'front') return [...layers.filter((l) => !moves(l)), ...layers.filter(moves)];
  if (direction === 'back') return [...layers.filter(moves), ...layers.filter((l) => !moves(l))];
  const next = [...layers];
  // Each moving layer swaps with the still neighbour in the way, walking from the end it moves
  // towards, so a block of neighbours moves one step as one piece.
  const up = direction === 'forward';
  for (let k = 0; k < next.length - 1; k++) {
    const i = up ? next.length - 2 - k : k + 1;
    const j = up ? i + 1 : i - 1;
    const a = next[i]!;
    const b = next[j]!;
    if (moves(a) && !moves(b)) {
      next[i] = b;
      next[j] = a;
    }
  }
  return next;
}

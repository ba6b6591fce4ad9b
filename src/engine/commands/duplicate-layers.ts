import { withSelection } from '../editor-state';
import { nextLayerId } from '../model/defaults';
import type { Layer } from '../model/design';
import { MAX_LAYERS_PER_SIDE } from '../model/text-options';
import { keepInside, withSideLayers } from './layer-edit';
import { layersOnSide } from './selection';
import { defineCommand } from './command';

/** How far (print units, 0.4 in) a copy lands from its original, down and right. */
export const DUPLICATE_OFFSET = 40;

/**
 * Copies layers of the side shown (Ctrl/Cmd+D): each copy lands a little down and right of its
 * original (up and left when that would push it past the print area's edge, so a copy never
 * sits hidden on its original), on top of the stack, and the copies become the selection. A
 * copy is never locked. Nothing happens when the copies would not fit under the side's layer cap.
 */
export const duplicateLayers = defineCommand<{ ids: readonly string[] }>({
  id: 'duplicate-layers',
  label: 'Duplicate',
  keys: ['Mod+D'],
  perform(state, { ids }) {
    const originals = layersOnSide(state, ids);
    const layers = state.design.sides[state.side];
    if (originals.length === 0 || layers.length + originals.length > MAX_LAYERS_PER_SIDE) return state;
    let design = state.design;
    const copies: Layer[] = [];
    for (const original of originals) {
      const { locked: _locked, ...unlocked } = original;
      const id = nextLayerId(design, original.kind);
      const place = (by: number) => keepInside({ ...unlocked, id, x: original.x + by, y: original.y + by } as Layer, design, state.side);
      let copy = place(DUPLICATE_OFFSET);
      if (copy.x === original.x && copy.y === original.y) copy = place(-DUPLICATE_OFFSET);
      copies.push(copy);
      design = withSideLayers(design, state.side, [...layers, ...copies]);
    }
    return withSelection({ ...state, design }, copies.map((c) => c.id));
  },
});

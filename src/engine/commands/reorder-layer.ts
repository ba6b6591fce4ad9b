import { sideOf, withSideLayers } from './layer-edit';
import { defineCommand } from './command';

export type ReorderDirection = 'forward' | 'backward' | 'front' | 'back';

/** Moves a layer up or down its side's stack (layers are ordered bottom to top). */
export const reorderLayer = defineCommand<{ id: string; direction: ReorderDirection }>({
  id: 'reorder-layer',
  label: 'Change layer order',
  perform(state, { id, direction }) {
    const side = sideOf(state.design, id);
    if (!side) return state;
    const layers = [...state.design.sides[side]];
    const from = layers.findIndex((l) => l.id === id);
    const last = layers.length - 1;
    const to = { forward: Math.min(last, from + 1), backward: Math.max(0, from - 1), front: last, back: 0 }[direction];
    if (to === from) return state;
    const [layer] = layers.splice(from, 1);
    if (!layer) return state;
    layers.splice(to, 0, layer);
    return { ...state, design: withSideLayers(state.design, side, layers) };
  },
});

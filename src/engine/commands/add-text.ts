import { withSelection } from '../editor-state';
import { nextLayerId, newTextLayer } from '../model/defaults';
import { MAX_LAYERS_PER_SIDE, limitTextLength } from '../model/text-options';
import { keepInside, withSideLayers } from './layer-edit';
import { defineCommand } from './command';

/** Adds the spec's default text ('Your Text', black, 20 px, bold) on the current side and selects it. */
export const addText = defineCommand<{ content?: string } | void>({
  id: 'add-text',
  label: 'Add text',
  keys: ['T'],
  perform(state, args) {
    const layers = state.design.sides[state.side];
    if (layers.length >= MAX_LAYERS_PER_SIDE) return state;
    const id = nextLayerId(state.design, 'text');
    const base = newTextLayer(state.design, state.side, id);
    // Each further text block starts a little lower, so a new one never hides the last.
    const texts = layers.filter((l) => l.kind === 'text').length;
    const layer = keepInside({ ...base, y: base.y + texts * 120, ...(args?.content ? { content: limitTextLength(args.content) } : {}) }, state.design, state.side);
    return withSelection({ ...state, design: withSideLayers(state.design, state.side, [...layers, layer]) }, [id]);
  },
});

import { resizeLayer, type ResizeArgs } from './resize-layer';
import { defineCommand } from './command';

/**
 * The end of a gesture on several selected layers at once (one transformer around them, as
 * phone and desktop editors have): each layer's new origin, size and turn as the transformer
 * left it, applied as one undo step. Each layer is resized by resizeLayer's rules (text scales
 * its font size from a corner, graphics keep their aspect) and kept inside the print area;
 * locked layers keep theirs.
 */
export const transformLayers = defineCommand<{ changes: readonly ResizeArgs[] }>({
  id: 'transform-layers',
  label: 'Transform',
  perform(state, { changes }) {
    return changes.reduce((next, change) => resizeLayer.perform(next, change), state);
  },
});

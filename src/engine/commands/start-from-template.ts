import { createEditorState } from '../editor-state';
import type { Design } from '../model/design';
import { defineCommand } from './command';

/**
 * Replaces the design with a starter template (or a blank design), as one undo step: the
 * shopper who picked a template and wants their own design back presses Undo. The template
 * opens on its front with nothing selected, so the first tap chooses what to change.
 */
export const startFromTemplate = defineCommand<{ design: Design }>({
  id: 'start-from-template',
  label: 'Start from a template',
  perform(state, { design }) {
    if (design === state.design) return state;
    return createEditorState(design);
  },
});

import { DEFAULT_TEXT_ALIGN, TEXT_ALIGNS, type TextAlign } from '../model/text-effects';
import { defineCommand } from './command';
import { setTextEffect } from './text-effect-edit';

/** Aligns a text's lines left, centre or right within its box (or along its curve). */
export const setTextAlign = defineCommand<{ id: string; align: TextAlign }>({
  id: 'set-text-align',
  label: 'Align text',
  perform(state, { id, align }) {
    if (!TEXT_ALIGNS.includes(align)) return state;
    return setTextEffect(state, id, 'align', align === DEFAULT_TEXT_ALIGN ? undefined : align);
  },
});

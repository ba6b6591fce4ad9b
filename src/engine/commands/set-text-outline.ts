import { DEFAULT_OUTLINE, inRange, MAX_OUTLINE_WIDTH, MIN_OUTLINE_WIDTH, type TextOutline } from '../model/text-effects';
import { TEXT_COLOR_PATTERN } from '../model/text-options';
import { defineCommand } from './command';
import { setTextEffect, textLayerOf } from './text-effect-edit';

/**
 * Sets a text's outline colour and/or width (0-8 px, half-px steps), drawn outside the letters.
 * A colour picked while the text has no outline gives it the default width, since picking an
 * outline colour means wanting one; width 0 removes the outline. A colour not #rrggbb is ignored.
 */
export const setTextOutline = defineCommand<{ id: string; outline: Partial<TextOutline> }>({
  id: 'set-text-outline',
  label: 'Text outline',
  perform(state, { id, outline }) {
    const text = textLayerOf(state, id);
    if (!text) return state;
    const current = text.outline ?? DEFAULT_OUTLINE;
    const color = outline.color?.toLowerCase();
    const width = outline.width === undefined ? current.width : inRange(outline.width, MIN_OUTLINE_WIDTH, MAX_OUTLINE_WIDTH, 0.5);
    if (width === null) return state;
    const next = { color: color && TEXT_COLOR_PATTERN.test(color) ? color : current.color, width };
    return setTextEffect(state, id, 'outline', next.width === 0 ? undefined : next);
  },
});

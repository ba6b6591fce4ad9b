import { DEFAULT_SHADOW, inRange, MAX_SHADOW_BLUR, MAX_SHADOW_OFFSET, type TextShadow } from '../model/text-effects';
import { TEXT_COLOR_PATTERN } from '../model/text-options';
import { defineCommand } from './command';
import { setTextEffect, textLayerOf } from './text-effect-edit';

/**
 * Switches a text's shadow on or off (`shadow: null`) or changes its colour, offset or blur
 * (whole px, clamped to their ranges). Changing a part of a shadow that is off switches it on
 * from the default shadow; a value that is not a number or a #rrggbb colour is ignored.
 */
export const setTextShadow = defineCommand<{ id: string; shadow: Partial<TextShadow> | null }>({
  id: 'set-text-shadow',
  label: 'Text shadow',
  perform(state, { id, shadow }) {
    const text = textLayerOf(state, id);
    if (!text) return state;
    if (shadow === null) return setTextEffect(state, id, 'shadow', undefined);
    const current = text.shadow ?? DEFAULT_SHADOW;
    const offset = (value: number | undefined, was: number) => (value === undefined ? was : (inRange(value, -MAX_SHADOW_OFFSET, MAX_SHADOW_OFFSET, 1) ?? was));
    const color = shadow.color?.toLowerCase();
    const next: TextShadow = {
      color: color && TEXT_COLOR_PATTERN.test(color) ? color : current.color,
      offsetX: offset(shadow.offsetX, current.offsetX),
      offsetY: offset(shadow.offsetY, current.offsetY),
      blur: shadow.blur === undefined ? current.blur : (inRange(shadow.blur, 0, MAX_SHADOW_BLUR, 1) ?? current.blur),
    };
    return setTextEffect(state, id, 'shadow', next);
  },
});

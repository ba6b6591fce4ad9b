import type { TextLayer } from '../model/design';
import { FONT_STYLES, FONT_WEIGHTS, freeFontSize, limitTextLength, TEXT_COLOR_PATTERN, type FontStyle, type FontWeight } from '../model/text-options';
import { updateLayer } from './layer-edit';
import { defineCommand } from './command';

export interface TextStyle {
  content?: string;
  color?: string;
  /** One of the spec's sizes, or a free size (the slider), rounded into the free range. */
  fontSize?: number;
  fontWeight?: FontWeight;
  fontStyle?: FontStyle;
}

/**
 * Changes a text layer's content or style. Weights and styles outside the spec's lists are
 * ignored rather than saved, a free font size is rounded into MIN..MAX_FONT_SIZE; content is cut at the validator's limit and colours are stored as lower-case
 * #rrggbb (what `<input type=color>` gives). A change that would make the text too big for the
 * print area is fitted (kernels/text-fit.ts): a wider box, else the largest size that fits.
 */
export const restyleText = defineCommand<{ id: string; style: TextStyle }>({
  id: 'restyle-text',
  label: 'Change text',
  perform(state, { id, style }) {
    return updateLayer(state, id, (layer) => {
      if (layer.kind !== 'text') return layer;
      const next: { -readonly [K in keyof TextLayer]: TextLayer[K] } = { ...layer };
      if (typeof style.content === 'string') next.content = limitTextLength(style.content);
      const color = style.color?.toLowerCase();
      if (color && TEXT_COLOR_PATTERN.test(color)) next.color = color;
      const fontSize = style.fontSize === undefined ? null : freeFontSize(style.fontSize);
      if (fontSize !== null) next.fontSize = fontSize;
      if (style.fontWeight !== undefined && FONT_WEIGHTS.includes(style.fontWeight)) next.fontWeight = style.fontWeight;
      if (style.fontStyle !== undefined && FONT_STYLES.includes(style.fontStyle)) next.fontStyle = style.fontStyle;
      return next;
    });
  },
});

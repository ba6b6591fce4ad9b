import type { TextLayer } from '../model/design';
import { FONT_SIZES, FONT_STYLES, FONT_WEIGHTS, limitTextLength, TEXT_COLOR_PATTERN, type FontSize, type FontStyle, type FontWeight } from '../model/text-options';
import { updateLayer } from './layer-edit';
import { defineCommand } from './command';

export interface TextStyle {
  content?: string;
  color?: string;
  fontSize?: FontSize;
  fontWeight?: FontWeight;
  fontStyle?: FontStyle;
}

/**
 * Changes a text layer's content or style. Values outside the spec's lists are ignored rather
 * than saved; content is cut at the validator's limit and colours are stored as lower-case
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
      if (style.fontSize !== undefined && FONT_SIZES.includes(style.fontSize)) next.fontSize = style.fontSize;
      if (style.fontWeight !== undefined && FONT_WEIGHTS.includes(style.fontWeight)) next.fontWeight = style.fontWeight;
      if (style.fontStyle !== undefined && FONT_STYLES.includes(style.fontStyle)) next.fontStyle = style.fontStyle;
      return next;
    });
  },
});

import { DEFAULT_FONT_FAMILY_ID, isFontFamilyId, type FontFamilyId } from '../../shared/text-font-families';
import type { TextLayer } from '../model/design';
import { defineCommand } from './command';
import { updateLayer } from './layer-edit';

/**
 * Draws a text in another of the picker's families (src/shared/text-font-families.ts). An
 * unknown family is ignored, as restyle-text ignores an unknown weight; the default family is
 * saved as no family at all, so a text put back in Manrope saves as it did before the picker.
 * Like every edit the text is kept inside the print area (a wider face may need a wider box).
 */
export const setFontFamily = defineCommand<{ id: string; family: FontFamilyId }>({
  id: 'set-font-family',
  label: 'Change font',
  perform(state, { id, family }) {
    if (!isFontFamilyId(family)) return state;
    return updateLayer(state, id, (layer) => {
      if (layer.kind !== 'text') return layer;
      const { fontFamily: _previous, ...rest } = layer;
      return (family === DEFAULT_FONT_FAMILY_ID ? rest : { ...rest, fontFamily: family }) satisfies TextLayer;
    });
  },
});

import { TEXT_COLOR_PATTERN } from '../model/text-options';
import type { GraphicLayer } from '../model/design';
import { updateLayer } from './layer-edit';
import { defineCommand } from './command';

/**
 * Prints a one-ink graphic in another ink (`tint`, #rrggbb in any case, stored lower-case), or
 * in its own colours again (`tint: null`). Other layers and malformed colours are left alone.
 */
export const tintGraphic = defineCommand<{ id: string; tint: string | null }>({
  id: 'tint-graphic',
  label: 'Change graphic colour',
  perform(state, { id, tint }) {
    return updateLayer(state, id, (layer) => {
      if (layer.kind !== 'graphic') return layer;
      if (tint === null) {
        const { tint: _dropped, ...rest } = layer;
        return rest satisfies GraphicLayer;
      }
      const hex = tint.toLowerCase();
      return TEXT_COLOR_PATTERN.test(hex) ? { ...layer, tint: hex } : layer;
    });
  },
});

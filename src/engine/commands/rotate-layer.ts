import { layerBox } from '../kernels/layer-box';
import { originForRotationAboutCentre } from '../kernels/rotated-bounds';
import { updateLayer } from './layer-edit';
import { isLocked } from './selection';
import { normaliseRotation } from './resize-layer';
import { defineCommand } from './command';

/**
 * Turns a layer to `rotation` degrees (clockwise) about its centre, so that it spins in place,
 * then keeps it inside the print area. A locked layer keeps its turn.
 */
export const rotateLayer = defineCommand<{ id: string; rotation: number }>({
  id: 'rotate-layer',
  label: 'Rotate',
  perform(state, { id, rotation }) {
    if (!Number.isFinite(rotation)) return state;
    return updateLayer(state, id, (layer) => {
      if (isLocked(layer)) return layer;
      const next = normaliseRotation(rotation);
      const origin = originForRotationAboutCentre(layerBox(layer), next);
      return { ...layer, rotation: next, x: origin.x, y: origin.y };
    });
  },
});

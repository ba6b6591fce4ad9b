import type { Layer } from '../model/design';
import { withSideLayers } from './layer-edit';
import { isLocked, layersOnSide } from './selection';
import { defineCommand } from './command';

/**
 * Locks or unlocks layers of the side shown. A locked layer cannot be moved, resized, turned or
 * deleted (the commands that would leave it as it is) until it is unlocked; the lock is saved
 * with the design. Unlocking drops the field, so an unlocked layer saves as it did before locks.
 */
export const lockLayers = defineCommand<{ ids: readonly string[]; locked: boolean }>({
  id: 'lock-layers',
  label: 'Lock',
  perform(state, { ids, locked }) {
    const targets = new Set(layersOnSide(state, ids).map((l) => l.id));
    if (targets.size === 0) return state;
    let changed = false;
    const layers = state.design.sides[state.side].map((layer): Layer => {
      if (!targets.has(layer.id) || isLocked(layer) === locked) return layer;
      changed = true;
      if (locked) return { ...layer, locked: true };
      const { locked: _locked, ...rest } = layer;
      return rest as Layer;
    });
    return changed ? { ...state, design: withSideLayers(state.design, state.side, layers) } : state;
  },
});

/** Locks the layers when any of them is unlocked, else unlocks them all: the panel's one Lock button. */
export const toggleLock = defineCommand<{ ids: readonly string[] }>({
  id: 'toggle-lock',
  label: 'Lock',
  keys: ['Mod+Shift+L'],
  perform(state, { ids }) {
    const layers = layersOnSide(state, ids);
    return lockLayers.perform(state, { ids, locked: layers.some((l) => !isLocked(l)) });
  },
});


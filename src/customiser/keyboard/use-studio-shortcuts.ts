import { useEffect } from 'react';
import { addText } from '../../engine/commands/add-text';
import { duplicateLayers } from '../../engine/commands/duplicate-layers';
import { toggleLock } from '../../engine/commands/lock-layers';
import { nudgeLayer, nudgeLayers } from '../../engine/commands/move-layer';
import { removeLayer, removeLayers } from '../../engine/commands/remove-layer';
import { clearSelection } from '../../engine/commands/select-layer';
import type { DesignStore } from '../../engine/design-store';
import { redoCommand, undoCommand, type HistoryCommand } from '../../engine/history/history-commands';
import { UNITS_PER_DISPLAY_PX } from '../../engine/model/units';
import { focusLayersTitle } from '../panels/layers-focus';
import { routeKeyPress, type KeyBinding } from './key-manager';

/** Arrow keys move 1 px (Shift: 10 px) in the spec's reference pixels. */
export const NUDGE_UNITS = UNITS_PER_DISPLAY_PX;
export const BIG_NUDGE_UNITS = 10 * UNITS_PER_DISPLAY_PX;

const DIRECTIONS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Keys typed into a field belong to the field (its own undo, its caret), not to the studio. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'color', 'range'].includes(target.type);
}

const selectedId = (store: DesignStore) => store.getState().selectedId;
const selectedIds = (store: DesignStore) => store.getState().selectedIds;

function historyBinding(command: HistoryCommand): KeyBinding<DesignStore> {
  return {
    id: command.id,
    keys: command.keys,
    // Ctrl+Z is the studio's even when there is nothing to undo (the browser's undo would do nothing useful).
    enabled: () => true,
    run: (store) => {
      if (command.canPerform(store.getHistory())) store[command.id]();
    },
  };
}

/**
 * The studio's key bindings, read from the commands' own metadata: undo (Ctrl/Cmd+Z), redo
 * (Shift+Ctrl/Cmd+Z or Ctrl+Y), T adds text, the arrows move the selected layers (Shift: 10 px),
 * Delete or Backspace removes them, Ctrl/Cmd+D duplicates them, Ctrl/Cmd+Shift+L locks or
 * unlocks them, Escape lets go of them.
 */
export const STUDIO_BINDINGS: readonly KeyBinding<DesignStore>[] = [
  historyBinding(undoCommand),
  historyBinding(redoCommand),
  {
    id: addText.id,
    keys: addText.keys ?? [],
    enabled: () => true,
    run: (store) => store.run(addText, undefined),
  },
  {
    id: clearSelection.id,
    keys: clearSelection.keys ?? [],
    enabled: (store) => selectedId(store) !== null,
    run: (store) => store.run(clearSelection, undefined),
    preventDefault: false,
  },
  {
    id: nudgeLayer.id,
    keys: nudgeLayer.keys ?? [],
    enabled: (store) => selectedId(store) !== null,
    run: (store, key) => {
      const [dx, dy] = DIRECTIONS[key.replace('Shift+', '')] ?? [0, 0];
      const step = key.startsWith('Shift+') ? BIG_NUDGE_UNITS : NUDGE_UNITS;
      store.run(nudgeLayers, { ids: selectedIds(store), dx: dx * step, dy: dy * step });
    },
  },
  {
    id: removeLayer.id,
    keys: removeLayer.keys ?? [],
    enabled: (store) => selectedId(store) !== null,
    run: (store) => {
      const fromList = globalThis.document?.activeElement?.closest('[data-testid="layer-list"]');
      store.run(removeLayers, { ids: selectedIds(store) });
      if (fromList) focusLayersTitle();
    },
  },
  {
    id: duplicateLayers.id,
    keys: duplicateLayers.keys ?? [],
    // Ctrl+D is the browser's bookmark key: the studio takes it only when there is something to copy.
    enabled: (store) => selectedId(store) !== null,
    run: (store) => store.run(duplicateLayers, { ids: selectedIds(store) }),
  },
  {
    id: toggleLock.id,
    keys: toggleLock.keys ?? [],
    enabled: (store) => selectedId(store) !== null,
    run: (store) => store.run(toggleLock, { ids: selectedIds(store) }),
  },
];

/** Routes the studio's key presses through its bindings, unless a field has the keys. */
export function useStudioShortcuts(store: DesignStore) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target)) return;
      routeKeyPress(STUDIO_BINDINGS, event, store);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store]);
}

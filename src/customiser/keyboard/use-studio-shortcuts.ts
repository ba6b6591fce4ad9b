import { useEffect } from 'react';
import { nudgeLayer } from '../../engine/commands/move-layer';
import { removeLayer } from '../../engine/commands/remove-layer';
import { selectLayer } from '../../engine/commands/select-layer';
import type { DesignStore } from '../../engine/design-store';
import { UNITS_PER_DISPLAY_PX } from '../../engine/model/units';
import { focusLayersTitle } from '../panels/layers-focus';

/** Arrow keys move 1 px (Shift: 10 px) in the spec's reference pixels. */
export const NUDGE_UNITS = UNITS_PER_DISPLAY_PX;
export const BIG_NUDGE_UNITS = 10 * UNITS_PER_DISPLAY_PX;

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Keys typed into a field belong to the field (its own undo, its caret), not to the studio. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'color', 'range'].includes(target.type);
}

/**
 * The studio's shortcuts: Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z (or Ctrl+Y) redo, arrow keys
 * move the selected layer, Delete or Backspace removes it, Escape lets go of it.
 */
export function useStudioShortcuts(store: DesignStore) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target)) return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      if (mod && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) store.redo();
        else store.undo();
        return;
      }
      if (mod && key === 'y') {
        event.preventDefault();
        store.redo();
        return;
      }
      const selected = store.getState().selectedId;
      if (!selected || mod || event.altKey) return;
      if (event.key === 'Escape') {
        store.run(selectLayer, { id: null });
        return;
      }
      const arrow = ARROWS[event.key];
      if (arrow) {
        event.preventDefault();
        const step = event.shiftKey ? BIG_NUDGE_UNITS : NUDGE_UNITS;
        store.run(nudgeLayer, { id: selected, dx: arrow[0] * step, dy: arrow[1] * step });
        return;
      }
      if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        const fromList = document.activeElement?.closest('[data-testid="layer-list"]');
        store.run(removeLayer, { id: selected });
        if (fromList) focusLayersTitle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store]);
}

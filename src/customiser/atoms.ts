import type { SnapGuide } from '../engine/kernels/snap';
import type { History } from '../engine/history/history';
import { atom } from './jotai';

/** Mirror of the design store's history (present state, undo and redo stacks). */
export const historyAtom = atom<History | null>(null);

/** Snap guides to draw while a layer is being dragged. */
export const snapGuidesAtom = atom<readonly SnapGuide[]>([]);

/** The layer being dragged or transformed: its red x hides until the gesture ends. */
export const gestureLayerIdAtom = atom<string | null>(null);

/** Whether the stage is zoomed in on the print area (bigger text and handles on phones). */
export const zoomedAtom = atom(false);

/** Text colours the shopper used lately (most recent first), offered again as swatches. */
export const recentColoursAtom = atom<readonly string[]>([]);

/**
 * The phone's Select mode: a tap adds a layer to the selection or takes it out (a mouse does
 * the same with Shift or Ctrl/Cmd held), so several layers can be moved and aligned together.
 */
export const selectModeAtom = atom(false);

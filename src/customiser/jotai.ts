/**
 * The customiser's one way into Jotai (Excalidraw's rule): atoms hold UI state and a mirror
 * of the design store, never the hot canvas model itself.
 */
export { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';

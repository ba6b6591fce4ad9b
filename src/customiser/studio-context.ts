import { createContext, useContext } from 'react';
import type Konva from 'konva';
import type { DesignStore } from '../engine/design-store';
import type { EditorState } from '../engine/editor-state';
import type { PrintCheckContext } from '../engine/model/print-quality';
import { useAtomValue } from './jotai';
import { historyAtom } from './atoms';
import type { ResolveImageSrc } from './types';

export interface StudioContextValue {
  readonly store: DesignStore;
  /** The Konva stage, for exports; null until it mounts. */
  readonly stageRef: { current: Konva.Stage | null };
  /** Where a layer's src is fetched from (the preview download carries the shopper's own pictures). */
  readonly resolveSrc: ResolveImageSrc;
  /** The garment's colour and the graphics' pixel sizes, for the print-quality checks (print-checks.ts). */
  readonly printChecks: PrintCheckContext;
}

export const StudioContext = createContext<StudioContextValue | null>(null);

/** The studio's design store and stage (HTML panels only: Konva nodes get props). */
export function useStudio(): StudioContextValue {
  const value = useContext(StudioContext);
  // eslint-disable-next-line no-restricted-syntax -- a programming error (hook outside its provider), never a shopper's
  if (!value) throw new TypeError('useStudio must be used inside <Studio>');
  return value;
}

/** The editor state (design, side, selection), re-rendering on every change. */
export function useEditorState(): EditorState {
  const { store } = useStudio();
  return useAtomValue(historyAtom)?.present ?? store.getState();
}

import { canRedo, canUndo, redo, undo, type History } from './history';

/**
 * Undo and redo as commands, with the same metadata as the design commands (a label for the
 * buttons, the keys the studio's key manager routes). They step the history, not one state, so
 * they take the history and say when they can apply.
 */
export interface HistoryCommand {
  readonly id: 'undo' | 'redo';
  readonly label: string;
  /** Shortcut names in the `Mod+Shift+Z` form; the first one is shown in the button's tooltip. */
  readonly keys: readonly string[];
  canPerform(history: History): boolean;
  perform(history: History): History;
}

export const undoCommand: HistoryCommand = {
  id: 'undo',
  label: 'Undo',
  keys: ['Mod+Z'],
  canPerform: canUndo,
  perform: undo,
};

export const redoCommand: HistoryCommand = {
  id: 'redo',
  label: 'Redo',
  keys: ['Shift+Mod+Z', 'Mod+Y'],
  canPerform: canRedo,
  perform: redo,
};

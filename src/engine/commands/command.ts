import type { EditorState } from '../editor-state';

/**
 * One user command, Excalidraw-style: a name, a label for buttons and screen readers, its
 * keyboard shortcuts, and a pure reducer. A command that cannot apply returns the state it was
 * given (same object), which the store and history read as "nothing happened".
 */
export interface Command<Args> {
  readonly id: string;
  readonly label: string;
  /** Shortcut names in the `Mod+Shift+Z` form; Mod is Ctrl, or Cmd on Apple keyboards. */
  readonly keys?: readonly string[];
  perform(state: EditorState, args: Args): EditorState;
}

/** Declares a command with its argument type inferred from perform. */
export function defineCommand<Args>(command: Command<Args>): Command<Args> {
  return command;
}

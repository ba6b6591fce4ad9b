import { redoCommand, undoCommand, type HistoryCommand } from '../../engine/history/history-commands';
import { formatShortcut } from '../keyboard/key-manager';
import { useEditorState, useStudio } from '../studio-context';
import styles from '../studio.module.css';

const APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The tooltip: the command's label and its first shortcut, `Undo (Ctrl+Z)`. */
const tooltip = (command: HistoryCommand) => `${command.label} (${formatShortcut(command.keys[0]!, APPLE)})`;

/** Undo and redo, named by their commands, with their shortcuts in the tooltip. */
export function HistoryButtons() {
  const { store } = useStudio();
  useEditorState(); // re-renders on every change, so the buttons enable and disable in step
  const history = store.getHistory();
  return (
    <div className={styles.row} role="group" aria-label="History">
      {[undoCommand, redoCommand].map((command) => (
        <button
          key={command.id}
          type="button"
          className={styles.option}
          onClick={() => store[command.id]()}
          disabled={!command.canPerform(history)}
          title={tooltip(command)}
        >
          {command.label}
        </button>
      ))}
    </div>
  );
}

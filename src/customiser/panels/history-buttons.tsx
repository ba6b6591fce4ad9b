import { useEditorState, useStudio } from '../studio-context';
import styles from '../studio.module.css';

const APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = APPLE ? '⌘' : 'Ctrl+';

/** Undo and redo, with their shortcuts in the tooltip. */
export function HistoryButtons() {
  const { store } = useStudio();
  useEditorState();
  return (
    <div className={styles.row} role="group" aria-label="History">
      <button type="button" className={styles.option} onClick={() => store.undo()} disabled={!store.canUndo()} title={`Undo (${MOD}Z)`}>
        Undo
      </button>
      <button type="button" className={styles.option} onClick={() => store.redo()} disabled={!store.canRedo()} title={`Redo (Shift+${MOD}Z)`}>
        Redo
      </button>
    </div>
  );
}

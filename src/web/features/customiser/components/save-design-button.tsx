import { Button } from '../../../components/ui/button';
import type { SaveStatus } from '../hooks/use-save-design';
import styles from './customiser.module.css';

/** 'Save design' to the account, with what happened said politely to screen readers. */
export function SaveDesignButton({ status, onSave }: { status: SaveStatus; onSave: () => void }) {
  return (
    <div className={styles.saveRow}>
      <Button variant="secondary" onClick={onSave} disabled={status.kind === 'saving'}>
        {status.kind === 'saving' ? 'Saving...' : 'Save design'}
      </Button>
      <p role="status" className={status.kind === 'error' ? styles.saveError : styles.saveNote}>
        {status.kind === 'saved' ? 'Saved to your account.' : status.kind === 'error' ? status.message : ''}
      </p>
    </div>
  );
}

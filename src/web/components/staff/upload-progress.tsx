import type { UploadNotice } from '../../hooks/staff/use-staff-upload';
import styles from './staff-styles';

/** A staff upload's progress bar while it runs, then its outcome (a status or an alert). */
export function UploadProgress({ id, progress, notice, processing }: { id: string; progress: number | null; notice: UploadNotice | null; processing: string }) {
  if (progress !== null) {
    const percent = Math.round(progress * 100);
    return (
      <div className={styles.progress} role="status">
        <label htmlFor={id}>{percent < 100 ? `Uploading… ${percent}%` : processing}</label>
        <progress id={id} max={100} value={percent} />
      </div>
    );
  }
  if (!notice) return null;
  return (
    <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? styles.success : styles.failure}>
      {notice.text}
    </p>
  );
}

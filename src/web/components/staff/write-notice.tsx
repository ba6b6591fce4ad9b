import styles from './staff-styles';

/**
 * What a staff write answered, beside what it changed: the server's sentence as a status, or why
 * it failed as an alert (a screen reader says either at once). Nothing before the first write.
 */
export function WriteNotice({ notice }: { notice: { ok: boolean; text: string } | null }) {
  return notice ? (
    <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? styles.hint : styles.error}>
      {notice.text}
    </p>
  ) : null;
}

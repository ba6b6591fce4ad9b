import styles from './screen-skeleton.module.css';

/** Shown in place of a screen while its code loads on the first visit (no layout jump). */
export function ScreenSkeleton() {
  return (
    <div className={`shell ${styles.skeleton}`} aria-busy="true" aria-live="polite">
      <span className="visually-hidden">Loading...</span>
      <div className={`${styles.block} ${styles.eyebrow}`} />
      <div className={`${styles.block} ${styles.title}`} />
      <div className={styles.grid}>
        <div className={styles.block} />
        <div className={styles.block} />
        <div className={styles.block} />
        <div className={styles.block} />
      </div>
    </div>
  );
}

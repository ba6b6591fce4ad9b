import type { ReactNode } from 'react';
import styles from './tagged-products-screen.module.css';

/** A listing screen's heading block: a small label, the h1 and one line about the list. */
export function ListingHeader({ id, eyebrow, title, lead }: { id: string; eyebrow: string; title: string; lead: ReactNode }) {
  return (
    <header className={styles.head}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{lead}</p>
    </header>
  );
}

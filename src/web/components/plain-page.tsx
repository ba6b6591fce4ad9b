import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './plain-page.module.css';

/**
 * The frame of the screens outside the main layout (sign-up, log-in, forgot password, the
 * availability notice): the wordmark linking home, and one main landmark.
 */
export function PlainPage({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main-content">
        Skip to content
      </a>
      <header className={styles.header}>
        <Link to="/" className={styles.brand} aria-label="Bhopal Threads, home">
          Bhopal<span className={styles.brandAccent}>/</span>Threads
        </Link>
      </header>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}

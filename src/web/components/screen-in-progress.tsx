import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';
import { ButtonLink } from './ui/button';
import styles from './screen-in-progress.module.css';

export interface ScreenInProgressProps {
  /** The screen's name, as the shopper knows it ('Cart', 'My Orders'). */
  name: string;
  /** What the finished screen will do, in one sentence. */
  description?: ReactNode;
  /** Extra content above the notice (for example the upper-wear tabs). */
  children?: ReactNode;
}

/** A clear, styled stand-in for a screen that is still being built (never a blank page). */
export function ScreenInProgress({ name, description, children }: ScreenInProgressProps) {
  useDocumentTitle(name);
  return (
    <section className={`shell ${styles.screen}`} aria-labelledby="screen-title">
      <p className={styles.eyebrow}>Bhopal Threads</p>
      <h1 id="screen-title" className={styles.title}>
        {name}
      </h1>
      {children}
      <div className={styles.notice} role="status">
        <p className={styles.lead}>This screen is being built: {name}.</p>
        {description ? <p className={styles.description}>{description}</p> : null}
        <ButtonLink to="/" variant="secondary">
          Back to home
        </ButtonLink>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import styles from './state-block.module.css';

/**
 * A screen's state in place of its content (empty cart, no orders, a failed load): its title,
 * then what to do next. `role` announces it (alert for a failed load, status for a success).
 */
export function StateBlock({ title, role, children }: { title?: ReactNode; role?: 'alert' | 'status'; children?: ReactNode }) {
  return (
    <div className={styles.state} role={role}>
      {title === undefined ? null : <p className={styles.title}>{title}</p>}
      {children}
    </div>
  );
}

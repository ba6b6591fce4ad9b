import type { ReactNode } from 'react';
import styles from './notice.module.css';

export interface NoticeProps {
  /** ok: good news, announced politely; error: a problem, announced at once. */
  tone: 'ok' | 'error';
  id?: string;
  children: ReactNode;
}

/** A one-line message under a control: a status for good news, an alert for a problem. */
export function Notice({ tone, id, children }: NoticeProps) {
  return (
    <p id={id} role={tone === 'ok' ? 'status' : 'alert'} className={tone === 'ok' ? styles.ok : styles.error}>
      {children}
    </p>
  );
}

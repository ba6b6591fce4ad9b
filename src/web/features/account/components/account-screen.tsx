import type { ReactNode } from 'react';
import { PlainPage } from '../../../components/plain-page';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import styles from './account-screen.module.css';

export interface AccountScreenProps {
  /** The screen's heading and tab title. */
  title: string;
  intro: ReactNode;
  /** Above the heading (the login screen's back arrow). */
  top?: ReactNode;
  /** Under the form: links to the other account screens. */
  footer: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-up, login and forgot-password screens: outside the layout, one card. */
export function AccountScreen({ title, intro, top, footer, children }: AccountScreenProps) {
  useDocumentTitle(title);
  return (
    <PlainPage>
      <section className={styles.screen} aria-labelledby="account-title">
        <div className={styles.card}>
          {top}
          <p className={styles.eyebrow}>Your account</p>
          <h1 id="account-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.intro}>{intro}</p>
          {children}
          <div className={styles.footer}>{footer}</div>
        </div>
      </section>
    </PlainPage>
  );
}

import { useState, type ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import styles from './launch-notice.module.css';

export interface LaunchNoticeProps {
  /** The screen's name: page heading and tab title. */
  name: string;
  /** The small label above the headings ('Coming soon'). */
  eyebrow: string;
  /** The meta description for search results and link previews. */
  description: string;
  /** Popup title. */
  popupTitle: string;
  /** Popup body and page text. */
  message: ReactNode;
  /** Extra content on the page below the message (for example the store's address). */
  details?: ReactNode;
  action: { to: string; label: string };
}

/**
 * A section that has not launched yet: the page says so, and a popup says it first (spec
 * section 2: bottom wear and the store open in February). Closing the popup leaves the page.
 */
export function LaunchNotice({ name, eyebrow, description, popupTitle, message, details, action }: LaunchNoticeProps) {
  useDocumentMeta({ title: name, description });
  const [popupOpen, setPopupOpen] = useState(true);
  return (
    <section className={styles.screen} aria-labelledby="launch-title">
      <div className={`shell ${styles.inner}`}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id="launch-title" className={styles.title}>
          {name}
        </h1>
        <p className={styles.stamp} aria-hidden="true">
          February
        </p>
        <div className={styles.message}>{message}</div>
        {details}
        <div className={styles.actions}>
          <ButtonLink to={action.to} size="lg">
            {action.label}
          </ButtonLink>
          <ButtonLink to="/" size="lg" variant="secondary">
            Back to home
          </ButtonLink>
        </div>
      </div>
      <Modal open={popupOpen} onClose={() => setPopupOpen(false)} eyebrow={eyebrow} title={popupTitle}>
        <div className={styles.popupBody}>
          <div className={styles.message}>{message}</div>
          <div className={styles.popupActions}>
            <ButtonLink to={action.to} block>
              {action.label}
            </ButtonLink>
            <Button variant="secondary" block onClick={() => setPopupOpen(false)}>
              Okay, got it
            </Button>
          </div>
        </div>
      </Modal>
    </section>
  );
}

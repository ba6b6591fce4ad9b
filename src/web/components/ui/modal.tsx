import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on a click on the backdrop and on the close button. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** center: a popup card; drawer: a full-height side panel from the right. */
  placement?: 'center' | 'drawer';
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Text above the title (a small label such as 'Coming soon'). */
  eyebrow?: ReactNode;
  className?: string;
}

/**
 * A modal popup on the native <dialog>: showModal() gives the top layer, makes the page behind
 * inert, moves focus into the dialog and back to the opener on close, and turns Escape into a
 * 'cancel' then 'close' event. The open state stays with the caller (a prop or an atom).
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  placement = 'center',
  closeLabel = 'Close',
  eyebrow,
  className,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className={[styles.dialog, styles[placement], className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        // The panel fills the dialog box, so a click that lands on the dialog itself is on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <div className={styles.titles}>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          </div>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}

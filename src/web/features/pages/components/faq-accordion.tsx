import { useState, type KeyboardEvent } from 'react';
import type { FaqEntry } from './faq-entries';
import styles from './faq-accordion.module.css';

/** Up and Down (and Home, End) move between the questions, as in the WAI-ARIA accordion pattern. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[aria-controls]')];
  const current = buttons.indexOf(event.target as HTMLButtonElement);
  if (current === -1) return;
  const last = buttons.length - 1;
  const next =
    event.key === 'Home' ? 0 : event.key === 'End' ? last : event.key === 'ArrowDown' ? (current + 1) % buttons.length : (current - 1 + buttons.length) % buttons.length;
  event.preventDefault();
  buttons[next]?.focus();
}

/**
 * The FAQ as an accordion: each question is a button in a heading that shows or hides its
 * answer (Enter or Space), and any number can be open at once.
 */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <div className={styles.accordion} onKeyDown={moveFocus}>
      {entries.map((entry, index) => {
        const id = `faq-${index + 1}`;
        const isOpen = open.has(index);
        return (
          <div key={entry.question} className={styles.item}>
            <h2 className={styles.question}>
              <button
                type="button"
                id={`${id}-question`}
                className={styles.toggle}
                aria-expanded={isOpen}
                aria-controls={`${id}-answer`}
                onClick={() => toggle(index)}
              >
                <span>{entry.question}</span>
                <span className={styles.sign} aria-hidden="true" />
              </button>
            </h2>
            <div id={`${id}-answer`} role="region" aria-labelledby={`${id}-question`} className={styles.answer} hidden={!isOpen}>
              {entry.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}

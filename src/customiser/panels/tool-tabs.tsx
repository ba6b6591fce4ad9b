import styles from '../studio.module.css';

export interface ToolTab {
  /** The panel's element id (the tab scrolls it into view). */
  readonly id: string;
  readonly label: string;
}

/**
 * The phone's bottom toolbar (hidden from 900 px, where the panels sit beside the canvas): a
 * tap brings the tool's panel up to just under the pinned canvas, so every change happens in
 * view. Panels stay in the page (one scroll, no hidden state): a tab is a jump, not a mode.
 */
export function ToolTabs({ tabs, pinRef }: { tabs: readonly ToolTab[]; pinRef: { current: HTMLElement | null } }) {
  const open = (id: string) => {
    const panel = document.getElementById(id);
    if (!panel) return;
    // Where the pin's bottom edge is once stuck at the top (before the first scroll it sits lower).
    const pinHeight = pinRef.current?.getBoundingClientRect().height ?? 0;
    const gap = 8;
    window.scrollBy({ top: panel.getBoundingClientRect().top - pinHeight - gap, behavior: 'instant' });
    // Focus moves to the panel too, so a screen reader lands where the finger pointed.
    panel.focus({ preventScroll: true });
  };
  return (
    <nav className={styles.toolTabs} aria-label="Studio tools">
      {tabs.map((tab) => (
        <a
          key={tab.id}
          href={`#${tab.id}`}
          className={styles.toolTab}
          onClick={(event) => {
            event.preventDefault();
            open(tab.id);
          }}
        >
          {tab.label}
        </a>
      ))}
    </nav>
  );
}

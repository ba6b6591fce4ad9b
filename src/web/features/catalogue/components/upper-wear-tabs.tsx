import { useEffect, useRef, type KeyboardEvent } from 'react';
import { UPPER_WEAR_TABS } from '../../../../shared/catalogue-options';
import { tabIndexForKey, tabSlug, type UpperWearTab } from '../logic/upper-wear-tabs';
import styles from './upper-wear.module.css';

export const tabPanelId = 'upper-wear-panel';

/** The id of a tab's button, which names the panel while that tab is chosen. */
export function tabId(tab: UpperWearTab): string {
  return `upper-wear-tab-${tabSlug(tab)}`;
}

/**
 * The filter tabs as a tablist (WAI-ARIA tabs pattern): one tab stop, arrow keys (and Home,
 * End) move between tabs and choose them, the chosen tab is aria-selected.
 */
export function UpperWearTabs({ selected, onSelect }: { selected: UpperWearTab; onSelect: (tab: UpperWearTab) => void }) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const selectedIndex = UPPER_WEAR_TABS.indexOf(selected);

  // On a phone the row scrolls sideways: keep the chosen tab in sight (a link can open on Shacket).
  useEffect(() => {
    const list = listRef.current;
    const tab = buttons.current[selectedIndex];
    if (!list || !tab) return;
    const left = tab.offsetLeft;
    if (left < list.scrollLeft || left + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: left - (list.clientWidth - tab.offsetWidth) / 2 });
    }
  }, [selectedIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabIndexForKey(event.key, selectedIndex, UPPER_WEAR_TABS.length);
    const tab = next === null ? undefined : UPPER_WEAR_TABS[next];
    if (next === null || !tab) return;
    event.preventDefault();
    onSelect(tab);
    buttons.current[next]?.focus();
  };

  return (
    <div ref={listRef} className={styles.tabs} role="tablist" aria-label="Filter upper wear" onKeyDown={onKeyDown}>
      {UPPER_WEAR_TABS.map((tab, index) => {
        const isSelected = tab === selected;
        return (
          <button
            key={tab.label}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={isSelected}
            aria-controls={tabPanelId}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

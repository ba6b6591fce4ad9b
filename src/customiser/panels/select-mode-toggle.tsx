import { selectModeAtom } from '../atoms';
import { useAtom } from '../jotai';
import styles from '../studio.module.css';

/**
 * The Select mode (for touch, where there is no Shift key): while it is on, a tap on a layer, on
 * the canvas or in the layer list, adds it to the selection or takes it out.
 */
export function SelectModeToggle({ short = false, className }: { short?: boolean; className?: string }) {
  const [on, setOn] = useAtom(selectModeAtom);
  return (
    <button type="button" className={`${styles.option} ${className ?? ''}`} aria-pressed={on} aria-label="Select several" title="Tap layers to add them to the selection" onClick={() => setOn(!on)}>
      {short ? 'Select' : 'Select several'}
    </button>
  );
}

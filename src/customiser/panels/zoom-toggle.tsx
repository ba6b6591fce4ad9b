import { zoomedAtom } from '../atoms';
import { useAtom } from '../jotai';
import styles from '../studio.module.css';

/** Zooms the stage in on the print area, or back out to the whole garment. */
export function ZoomToggle() {
  const [zoomed, setZoomed] = useAtom(zoomedAtom);
  return (
    <button type="button" className={styles.option} aria-pressed={zoomed} onClick={() => setZoomed(!zoomed)}>
      {zoomed ? 'Whole garment' : 'Zoom in'}
    </button>
  );
}

import { addGraphic } from '../../engine/commands/add-graphic';
import { useStudio } from '../studio-context';
import styles from '../studio.module.css';
import type { GraphicOption } from '../types';

/** The graphic picker: a click (or Enter) places the graphic on the side shown. */
export function GraphicsPanel({ graphics }: { graphics: readonly GraphicOption[] }) {
  const { store, stageRef } = useStudio();
  if (graphics.length === 0) return null;
  const add = (src: string) => {
    store.run(addGraphic, { src });
    // On a phone the picker sits below the canvas: bring the new graphic into view.
    stageRef.current?.container().scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  return (
    <fieldset className={styles.panel}>
      <legend>Graphics</legend>
      <div className={styles.graphics}>
        {graphics.map((g) => (
          <button key={g.id} type="button" className={styles.graphic} aria-label={`Add graphic ${g.name}`} onClick={() => add(g.src)}>
            <img src={g.url} alt="" width={56} height={56} loading="lazy" crossOrigin="anonymous" />
          </button>
        ))}
      </div>
    </fieldset>
  );
}

import { addGraphic } from '../../engine/commands/add-graphic';
import { tintGraphic } from '../../engine/commands/tint-graphic';
import type { GraphicLayer } from '../../engine/model/design';
import { withRecentColour } from '../../engine/model/ink-palette';
import { recentColoursAtom } from '../atoms';
import { useOneInk } from '../canvas/tinted-image';
import { useSetAtom } from '../jotai';
import { useEditorState, useStudio } from '../studio-context';
import styles from '../studio.module.css';
import type { GraphicOption } from '../types';
import { InkSwatches } from './ink-swatches';

/**
 * The graphic picker: a click (or Enter) places the graphic on the side shown. With a graphic
 * selected, its ink: a one-ink graphic takes any print ink (or its own colour again).
 */
export function GraphicsPanel({ graphics }: { graphics: readonly GraphicOption[] }) {
  const { store, stageRef } = useStudio();
  const state = useEditorState();
  const selected = state.design.sides[state.side].find((l): l is GraphicLayer => l.id === state.selectedId && l.kind === 'graphic');
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
      {selected ? <GraphicInk layer={selected} option={graphics.find((g) => g.src === selected.src)} /> : null}
    </fieldset>
  );
}

function GraphicInk({ layer, option }: { layer: GraphicLayer; option: GraphicOption | undefined }) {
  const { store } = useStudio();
  const setRecent = useSetAtom(recentColoursAtom);
  const oneInk = useOneInk(option?.url);
  const name = option?.name ?? 'This graphic';
  if (oneInk === undefined) return null;
  if (!oneInk) {
    return (
      <p className={styles.hint} data-testid="graphic-ink">
        {name} has several colours and prints in them as shown.
      </p>
    );
  }
  const pick = (hex: string) => {
    store.run(tintGraphic, { id: layer.id, tint: hex });
    setRecent((recent) => withRecentColour(recent, hex));
  };
  return (
    <div className={styles.optionGroup} data-testid="graphic-ink">
      <span className={styles.label}>{name} in one ink</span>
      <InkSwatches current={layer.tint ?? ''} disabled={false} onPick={pick} label="Graphic inks" recentLabel="Recent graphic colours" />
      <button type="button" className={styles.secondary} disabled={layer.tint === undefined} onClick={() => store.run(tintGraphic, { id: layer.id, tint: null })}>
        Its own colour
      </button>
    </div>
  );
}

import { setColour } from '../../engine/commands/set-colour';
import { useEditorState, useStudio } from '../studio-context';
import styles from '../studio.module.css';
import type { GarmentColourOption } from '../types';
import { useHydrated } from '../../react-hooks/use-hydrated';

/** The garment colours fetched for this garment, as swatches. */
export function ColourPanel({ colours }: { colours: readonly GarmentColourOption[] }) {
  // Swatch colours through the DOM once hydrated: a style attribute in server HTML is refused by the CSP.
  const hydrated = useHydrated();
  const { store } = useStudio();
  const { design } = useEditorState();
  if (colours.length === 0) return null;
  return (
    <fieldset className={styles.panel}>
      <legend>Colour: {design.color}</legend>
      <div className={styles.swatches}>
        {colours.map((c) => (
          <button
            key={c.color}
            type="button"
            className={styles.swatch}
            style={hydrated ? { background: c.hex } : undefined}
            aria-label={c.color}
            aria-pressed={design.color === c.color}
            title={c.color}
            onClick={() => store.run(setColour, { color: c.color })}
          />
        ))}
      </div>
    </fieldset>
  );
}

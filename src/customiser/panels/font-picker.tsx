import { useId, useState } from 'react';
import { setFontFamily } from '../../engine/commands/set-font-family';
import type { TextLayer } from '../../engine/model/design';
import { fontStackFor } from '../../shared/print-font-stack';
import { DEFAULT_FONT_FAMILY_ID, TEXT_FONT_FAMILIES, textFontFamily, type FontFamilyId } from '../../shared/text-font-families';
import { useStudio } from '../studio-context';
import styles from '../studio.module.css';
import { FontSample } from './font-sample';

/**
 * The font of the text the Text panel edits: a button showing the current family in its own
 * face, which opens the list of the shop's families, each named in its own face. The list is
 * rendered only while open, and its names are pictures from one small image (font-sample.tsx),
 * so opening it fetches about 10 kB instead of each family's font; a text's own face is fetched
 * when a layer uses it (use-studio-fonts.ts). The choices are native radio buttons: arrow keys move
 * and pick, and a screen reader hears 'Font, radio group, Pacifico, 7 of 11'.
 */
export function FontPicker({ text }: { text: TextLayer | null }) {
  const { store } = useStudio();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const name = useId();
  const current = textFontFamily(text?.fontFamily ?? DEFAULT_FONT_FAMILY_ID);
  const pick = (family: FontFamilyId) => {
    if (text) store.run(setFontFamily, { id: text.id, family });
  };

  return (
    <div className={styles.fontPicker}>
      <button
        type="button"
        className={styles.fontToggle}
        aria-expanded={open && text !== null}
        aria-controls={listId}
        disabled={!text}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={styles.label}>Font</span>
        <span className={styles.fontCurrent} style={{ fontFamily: fontStackFor(current.id) }}>
          {current.name}
        </span>
        <span aria-hidden="true" className={styles.fontChevron}>
          {open ? '▴' : '▾'}
        </span>
      </button>
      {open && text ? (
        <fieldset id={listId} className={styles.fontList}>
          <legend className={styles.visuallyHidden}>Font</legend>
          {TEXT_FONT_FAMILIES.map((family) => (
            <label key={family.id} className={styles.fontOption}>
              <input type="radio" className={styles.fontRadio} name={name} value={family.id} checked={family.id === current.id} onChange={() => pick(family.id)} />
              <FontSample family={family} />
              {/* In Latin letters: a phone's own Hindi font is not guaranteed, and the family's would be fetched for this alone. */}
              {family.devanagari ? <span className={styles.fontNote}>+ Hindi</span> : null}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

import { PRINT_INKS } from '../../engine/model/ink-palette';
import { recentColoursAtom } from '../atoms';
import { useAtomValue } from '../jotai';
import styles from '../studio.module.css';
import { useHydrated } from '../../react-hooks/use-hydrated';

/**
 * The print inks, then the colours used lately, as swatches beside the colour picker: one tap
 * colours the text with an ink the shop stocks (or one picked earlier).
 */
export function InkSwatches({ current, disabled, onPick, label = 'Print inks', recentLabel = 'Recent colours' }: {
  current: string;
  disabled: boolean;
  onPick: (hex: string) => void;
  /** The groups' names (the text's swatches and a graphic's are on screen together on a desktop). */
  label?: string;
  recentLabel?: string;
}) {
  const recent = useAtomValue(recentColoursAtom).filter((hex) => !PRINT_INKS.some((ink) => ink.hex === hex));
  return (
    <div className={styles.optionGroup}>
      <div role="group" aria-label={label} className={styles.inks}>
        {PRINT_INKS.map((ink) => (
          <Swatch key={ink.hex} hex={ink.hex} name={ink.name} pressed={!disabled && current === ink.hex} disabled={disabled} onPick={onPick} />
        ))}
      </div>
      {recent.length > 0 ? (
        <div role="group" aria-label={recentLabel} className={styles.inks}>
          <span className={styles.label}>Recent</span>
          {recent.map((hex) => (
            <Swatch key={hex} hex={hex} name={`Recent colour ${hex}`} pressed={!disabled && current === hex} disabled={disabled} onPick={onPick} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function Swatch({ hex, name, pressed, disabled, onPick }: { hex: string; name: string; pressed: boolean; disabled: boolean; onPick: (hex: string) => void }) {
  // The colour is set through the DOM once hydrated: a style attribute in server HTML is refused by the CSP.
  const hydrated = useHydrated();
  return (
    <button type="button" className={styles.ink} style={hydrated ? { background: hex } : undefined} aria-label={name} title={name} aria-pressed={pressed} disabled={disabled} onClick={() => onPick(hex)} />
  );
}

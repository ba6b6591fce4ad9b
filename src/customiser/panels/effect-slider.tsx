import { useId } from 'react';
import { useStudio } from '../studio-context';
import styles from '../studio.module.css';

interface EffectSliderProps {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  disabled: boolean;
  /** How the value reads beside the slider ('2 px', '1.4x'). */
  format: (value: number) => string;
  /** Called on every move; the caller runs its command with a coalesce key, so a slide is one undo step. */
  onSlide: (value: number) => void;
}

/**
 * A labelled range slider for one text effect, with its value read out beside it (and to a
 * screen reader through aria-valuetext). Letting go ends the undo step.
 */
export function EffectSlider({ label, min, max, step, value, disabled, format, onSlide }: EffectSliderProps) {
  const { store } = useStudio();
  const id = useId();
  return (
    <div className={styles.effectSlider}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={format(value)}
        onChange={(event) => onSlide(event.target.valueAsNumber)}
        onPointerUp={() => store.seal()}
        onBlur={() => store.seal()}
      />
      <output htmlFor={id} className={styles.effectValue}>
        {format(value)}
      </output>
    </div>
  );
}

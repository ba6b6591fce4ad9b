import { useId, useState } from 'react';
import { MAX_STARS } from '../logic/rating-stars';
import { Star } from './rating-stars';
import styles from './star-input.module.css';

export interface StarInputProps {
  /** 0 (no stars: a comment only) to 5. */
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

const STARS = Array.from({ length: MAX_STARS }, (_, index) => index + 1);

/**
 * The review's stars as a radio group: 1 to 5 stars, and 'No stars' for a comment alone.
 * Native radios give the arrow keys; hovering shows what a click would choose.
 */
export function StarInput({ value, onChange, disabled = false }: StarInputProps) {
  const id = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;
  return (
    <fieldset className={styles.input} disabled={disabled}>
      <legend className={styles.legend}>Your rating</legend>
      <div className={styles.row} onMouseLeave={() => setHovered(null)}>
        {STARS.map((stars) => (
          <label key={stars} className={styles.star} onMouseEnter={() => setHovered(stars)}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={stars}
              className={styles.radio}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            <Star fill={stars <= shown ? 'full' : 'empty'} size={30} />
            <span className="visually-hidden">{stars === 1 ? '1 star' : `${stars} stars`}</span>
          </label>
        ))}
        <label className={styles.none}>
          <input type="radio" name={`${id}-rating`} value={0} className={styles.radio} checked={value === 0} onChange={() => onChange(0)} />
          <span>No stars</span>
        </label>
      </div>
    </fieldset>
  );
}

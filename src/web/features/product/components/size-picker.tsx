import { useId, type ReactNode } from 'react';
import { stockNote, type PageSize, type SizeChoice } from '../logic/sizes';
import styles from './size-picker.module.css';

export interface SizePickerProps {
  choices: readonly SizeChoice[];
  chosen: PageSize | null;
  onChoose: (size: PageSize) => void;
  /** Marks the group invalid (Buy Now was pressed without a size). */
  invalid?: boolean;
  /** The id of a message that describes the group (the 'Please select a size' alert). */
  describedBy?: string;
  /** Beside the 'Size' heading (the size chart's button). */
  action?: ReactNode;
}

/**
 * The size boxes M, L, XL and XXL as one radio group: native radios, so the arrow keys move
 * between sizes and skip sold-out ones, which are disabled and struck through.
 */
export function SizePicker({ choices, chosen, onChoose, invalid = false, describedBy, action }: SizePickerProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  return (
    <div className={styles.picker}>
      <div className={styles.head}>
        <p id={headingId} className={styles.heading}>
          Size
        </p>
        {action}
      </div>
      <div role="radiogroup" aria-labelledby={headingId} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={styles.boxes}>
        {choices.map((choice) => {
          const note = stockNote(choice);
          const labelId = `${id}-${choice.size}`;
          const noteId = `${id}-${choice.size}-note`;
          return (
            <label key={choice.size} className={[styles.box, choice.soldOut ? styles.soldOut : ''].filter(Boolean).join(' ')}>
              <input
                type="radio"
                name={`${id}-size`}
                value={choice.size}
                className={styles.input}
                checked={chosen === choice.size}
                disabled={choice.soldOut}
                onChange={() => onChoose(choice.size)}
                aria-labelledby={labelId}
                aria-describedby={note ? noteId : undefined}
              />
              <span id={labelId} className={styles.size}>
                {choice.size}
              </span>
              {note ? (
                <span id={noteId} className={styles.note}>
                  {note}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </div>
  );
}

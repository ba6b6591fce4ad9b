import { useId } from 'react';
import { stepperLimits } from '../logic/quantity';
import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  quantity: number;
  /** The chosen size's stock, or null before a size is chosen. */
  stock: number | null;
  onChange: (quantity: number) => void;
}

/** − and + around the quantity: from 1 up to the chosen size's stock, disabled at each end. */
export function QuantityStepper({ quantity, stock, onChange }: QuantityStepperProps) {
  const id = useId();
  const { canDecrease, canIncrease } = stepperLimits(quantity, stock);
  const hint = stock === null ? 'Choose a size first.' : stock > 0 && quantity >= stock ? `That is all we have in this size.` : null;
  return (
    <div className={styles.stepper}>
      <p id={`${id}-label`} className={styles.heading}>
        Quantity
      </p>
      <div className={styles.row}>
        <div className={styles.control} role="group" aria-labelledby={`${id}-label`} aria-describedby={hint ? `${id}-hint` : undefined}>
          <button type="button" className={styles.step} onClick={() => onChange(quantity - 1)} disabled={!canDecrease} aria-label="Decrease quantity">
            <span aria-hidden="true">−</span>
          </button>
          <output className={styles.value} aria-live="polite" aria-label={`Quantity ${quantity}`} data-testid="quantity-value">
            {quantity}
          </output>
          <button type="button" className={styles.step} onClick={() => onChange(quantity + 1)} disabled={!canIncrease} aria-label="Increase quantity">
            <span aria-hidden="true">+</span>
          </button>
        </div>
        {hint ? (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

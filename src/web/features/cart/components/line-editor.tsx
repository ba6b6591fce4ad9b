import { useId, useState } from 'react';
import { MAX_LINE_QUANTITY } from '../../../../shared/checkout-rules';
import picker from '../../../components/ui/choice-picker.module.css';
import styles from './cart.module.css';

const QUANTITIES = Array.from({ length: MAX_LINE_QUANTITY }, (_, index) => index + 1);

/**
 * A cart line's size and quantity, changed in place: each change is sent at once and checked
 * by the server (stock, at most 20); a refusal is said under the line in the server's words and
 * the line shows what the server kept.
 */
export function LineEditor<Size extends string>(props: {
  label: string;
  sizes: readonly Size[];
  size: Size | null;
  quantity: number;
  onSave: (next: { size: Size | null; quantity: number }) => Promise<unknown>;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = (next: { size: Size | null; quantity: number }) => {
    setBusy(true);
    setError(null);
    props
      .onSave(next)
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : 'Could not change this line. Please try again.'))
      .finally(() => setBusy(false));
  };
  return (
    <div className={styles.editor}>
      <div className={styles.pickers}>
        <label className={picker.picker} htmlFor={`${id}-size`}>
          Size
          <select
            id={`${id}-size`}
            aria-label={`Size of ${props.label}`}
            value={props.size ?? ''}
            disabled={busy}
            onChange={(event) => save({ size: (event.target.value || null) as Size | null, quantity: props.quantity })}
          >
            {props.size === null ? <option value="">Choose</option> : null}
            {props.sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <label className={picker.picker} htmlFor={`${id}-quantity`}>
          Quantity
          <select
            id={`${id}-quantity`}
            aria-label={`Quantity of ${props.label}`}
            value={props.quantity}
            disabled={busy}
            onChange={(event) => save({ size: props.size, quantity: Number(event.target.value) })}
          >
            {QUANTITIES.map((quantity) => (
              <option key={quantity} value={quantity}>
                {quantity}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className={styles.lineError} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  );
}

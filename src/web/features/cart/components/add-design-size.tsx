import { useId, useState } from 'react';
import { SHOP_SIZES } from '../../../../shared/catalogue-options';
import { MAX_LINE_QUANTITY } from '../../../../shared/checkout-rules';
import { Button } from '../../../components/ui/button';
import type { DesignLineChange } from '../api/cart';
import picker from '../../../components/ui/choice-picker.module.css';
import styles from './cart.module.css';

type Size = (typeof SHOP_SIZES)[number];

/** A team order: the same design in another size, with its own quantity, as a line of its own. */
export function AddDesignSize({ designId, name, taken, onAdd }: { designId: string; name: string; taken: readonly Size[]; onAdd: (change: DesignLineChange) => Promise<unknown> }) {
  const id = useId();
  const free = SHOP_SIZES.filter((size) => !taken.includes(size));
  const [size, setSize] = useState<Size | ''>('');
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (free.length === 0) return null;
  const chosen = size && free.includes(size) ? size : free[0]!;
  return (
    <form
      className={styles.addSize}
      aria-label={`Add another size of this ${name}`}
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setError(null);
        onAdd({ designId, size: chosen, quantity })
          .then(() => setQuantity(1))
          .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : 'Could not add this size. Please try again.'))
          .finally(() => setBusy(false));
      }}
    >
      <label className={picker.picker} htmlFor={`${id}-size`}>
        Another size
        <select id={`${id}-size`} value={chosen} onChange={(event) => setSize(event.target.value as Size)}>
          {free.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <label className={picker.picker} htmlFor={`${id}-quantity`}>
        Quantity
        <select id={`${id}-quantity`} value={quantity} onChange={(event) => setQuantity(Number(event.target.value))}>
          {Array.from({ length: MAX_LINE_QUANTITY }, (_, index) => index + 1).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="secondary" disabled={busy}>
        Add size
      </Button>
      {error ? (
        <p className={styles.lineError} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

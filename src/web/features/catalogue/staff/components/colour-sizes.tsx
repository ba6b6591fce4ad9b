import { useState } from 'react';
import { SHOP_SIZES } from '../../../../../shared/catalogue-options';
import { Button } from '../../../../components/ui/button';
import { removeSize, type EditableColour } from '../api/product-edit-calls';
import { setStock, type ShopSize } from '../api/product-calls';
import { useStaffWrite } from '../../../../hooks/staff/use-staff-writes';
import { labelled } from '../logic/field-labels';
import styles from '../../../../components/staff/staff-styles';
import own from './colour-sizes.module.css';

type SizeEntry = EditableColour['sizes'][number];

function statusOf(entry: SizeEntry | undefined): string {
  if (!entry) return 'Not offered';
  return entry.retired ? 'Retired: has orders, out of the shop' : 'In the shop';
}

/** One size of a colour: its stock, added or brought back by saving a stock, or taken out of the shop. */
function SizeRow({ productId, colour, size, entry }: { productId: string; colour: EditableColour; size: ShopSize; entry: SizeEntry | undefined }) {
  const offered = entry !== undefined && !entry.retired;
  const saved = offered ? String(entry.stock) : '';
  const [value, setValue] = useState(saved);
  // The row stays mounted when the saved stock changes (its message must outlive the refetch that
  // follows a save): the field follows the new figure then.
  const [shownSaved, setShownSaved] = useState(saved);
  if (shownSaved !== saved) {
    setShownSaved(saved);
    setValue(saved);
  }
  const stock = useStaffWrite(setStock);
  const remove = useStaffWrite(removeSize);
  const [problem, setProblem] = useState<string | null>(null);
  const id = `size-${colour._id}-${size}`;
  const save = () => {
    const next = Number(value);
    if (value.trim() === '' || !/^\d{1,6}$/.test(value.trim()) || next > 100_000) return setProblem(`Stock of ${size} must be a whole number from 0 to 100000.`);
    setProblem(null);
    stock.mutation.mutate({ productId, variantId: colour._id, size, stock: next });
  };
  const notice = problem ? { ok: false, text: problem } : (remove.notice ?? stock.notice);
  return (
    <li className={own.sizeRow} aria-label={`Size ${size} of ${colour.color}`}>
      <label htmlFor={id} className={styles.label}>
        Stock of {size}
      </label>
      <input id={id} className={styles.input} inputMode="numeric" value={value} onChange={(event) => setValue(event.target.value)} aria-describedby={`${id}-status`} />
      <span id={`${id}-status`} className={styles.hint}>
        {statusOf(entry)}
      </span>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={stock.mutation.isPending} onClick={save}>
          {offered ? `Save stock of ${size}` : `Add size ${size}`}
        </Button>
        {offered ? (
          <Button variant="ghost" disabled={remove.mutation.isPending} onClick={() => remove.mutation.mutate({ productId, variantId: colour._id, size })}>
            Remove size {size}
          </Button>
        ) : null}
      </div>
      {notice ? (
        <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? styles.hint : styles.error}>
          {notice.ok ? notice.text : labelled(notice.text)}
        </p>
      ) : null}
    </li>
  );
}

/**
 * A colour's sizes, every size of the fixed list: offered ones with their stock, retired ones
 * (a size with orders is retired, not deleted) and the ones not offered, each added by giving it a stock.
 */
export function ColourSizes({ productId, colour }: { productId: string; colour: EditableColour }) {
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>Sizes and stock</legend>
      <p className={styles.hint}>A size with orders is retired rather than deleted: it leaves the shop and the size picker, and its orders still show it. Saving a stock brings it back.</p>
      <ul className={styles.plainList}>
        {SHOP_SIZES.map((size) => {
          const entry = colour.sizes.find((candidate) => candidate.size === size);
          return <SizeRow key={size} productId={productId} colour={colour} size={size} entry={entry} />;
        })}
      </ul>
    </fieldset>
  );
}

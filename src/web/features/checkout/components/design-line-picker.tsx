import { documentUrl } from '../../../../api/documents';
import type { components } from '../../../../api/schema.gen';
import { formatInr } from '../../../../shared/money';
import { MAX_LINE_QUANTITY } from '../logic/cart-lines';
import picker from '../../../components/ui/choice-picker.module.css';
import styles from './cart-checkout.module.css';

type DesignLine = components['schemas']['DesignCartLine'];

/**
 * A custom design in 'Checkout all': its preview, its cart line's size (a team order has a line per size) and the
 * quantity chosen here. Printed to order, so any quantity up to the line limit can be made.
 */
export function DesignLinePicker({ id, line, quantity, onChange }: { id: string; line: DesignLine; quantity: number; onChange: (quantity: number) => void }) {
  const preview = line.previewFront ?? line.previewBack;
  return (
    <li className={styles.line}>
      {preview ? <img className={`${styles.image} ${styles.designImage}`} src={documentUrl(preview)} alt={`Your design on a ${line.color} ${line.name}`} width={1000} height={1000} /> : null}
      <div className={styles.info}>
        <p className={styles.name}>{line.name}</p>
        <p className={styles.fact}>
          Colour: {line.color} · Size: {line.size}
          {line.price !== null ? ` · ${formatInr(line.price)}` : ''}
        </p>
        {line.available && line.price !== null ? (
          <div className={styles.pickers}>
            <label className={picker.picker}>
              Quantity
              <select id={`${id}-quantity`} value={quantity} onChange={(event) => onChange(Number(event.target.value))}>
                {Array.from({ length: MAX_LINE_QUANTITY }, (_, index) => index + 1).map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </label>
          </div>
        ) : (
          <p className={styles.soldOut}>This design cannot be made in this colour any more: remove it from your cart to check out the rest.</p>
        )}
      </div>
    </li>
  );
}

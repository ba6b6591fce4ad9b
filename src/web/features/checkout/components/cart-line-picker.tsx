import { documentUrl } from '../../../../api/documents';
import { formatInr } from '../../../../shared/money';
import { MAX_LINE_QUANTITY, sizesInStock, type LineChoice, type PageSize } from '../logic/cart-lines';
import styles from './cart-checkout.module.css';

export interface CartLinePickerProps {
  id: string;
  name: string;
  color: string;
  image: string | undefined;
  price: number;
  sizes: { size: string; stock: number }[] | undefined;
  choice: LineChoice;
  onChange: (choice: LineChoice) => void;
}

/** One cart line of 'Checkout all': its size and quantity, chosen here as on the product page. */
export function CartLinePicker({ id, name, color, image, price, sizes, choice, onChange }: CartLinePickerProps) {
  const inStock = sizes ? sizesInStock(sizes) : [];
  const stock = inStock.find((entry) => entry.size === choice.size)?.stock ?? 0;
  const most = Math.max(1, Math.min(stock, MAX_LINE_QUANTITY));
  return (
    <li className={styles.line}>
      {image ? <img className={styles.image} src={documentUrl(image, 320)} alt={`${name} in ${color}`} width={800} height={1000} /> : null}
      <div className={styles.info}>
        <p className={styles.name}>{name}</p>
        <p className={styles.fact}>
          Colour: {color} · {formatInr(price)}
        </p>
        {sizes === undefined ? (
          <p className={styles.fact}>Loading...</p>
        ) : inStock.length === 0 ? (
          <p className={styles.soldOut}>Sold out in this colour: remove it from your cart to check out the rest.</p>
        ) : (
          <div className={styles.pickers}>
            <label className={styles.picker}>
              Size
              <select
                id={`${id}-size`}
                value={choice.size ?? ''}
                onChange={(event) => onChange({ size: (event.target.value || null) as PageSize | null, quantity: 1 })}
              >
                <option value="">Choose</option>
                {inStock.map((entry) => (
                  <option key={entry.size} value={entry.size}>
                    {entry.size}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.picker}>
              Quantity
              <select id={`${id}-quantity`} value={choice.quantity} disabled={choice.size === null} onChange={(event) => onChange({ ...choice, quantity: Number(event.target.value) })}>
                {Array.from({ length: most }, (_, index) => index + 1).map((quantity) => (
                  <option key={quantity} value={quantity}>
                    {quantity}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
      </div>
    </li>
  );
}

import { useEffect, useRef } from 'react';
import { documentUrl } from '../../../../api/documents';
import { formatInr } from '../../../../shared/money';
import { clampLineQuantity, mostOf, sizesInStock, type LineChoice, type PageSize } from '../logic/cart-lines';
import { adoptEarlyInput } from '../../../components/ui/form';
import picker from '../../../components/ui/choice-picker.module.css';
import styles from './cart-checkout.module.css';

export interface CartLinePickerProps {
  id: string;
  name: string;
  color: string;
  image: string | undefined;
  price: number;
  sizes: { size: string; stock: number }[] | undefined;
  choice: LineChoice;
  /** What changed from the choice stored with Add To Cart because the stock fell since. */
  note?: string | null;
  onChange: (choice: LineChoice) => void;
}

/** One cart line of 'Checkout all': its size and quantity, chosen here as on the product page. */
export function CartLinePicker({ id, name, color, image, price, sizes, choice, note, onChange }: CartLinePickerProps) {
  const inStock = sizes ? sizesInStock(sizes) : [];
  const stockOf = (size: string | null) => inStock.find((entry) => entry.size === size)?.stock ?? 0;
  // With no size yet the (disabled) quantity still shows a quantity stored with Add To Cart.
  const most = choice.size === null ? Math.max(1, choice.quantity) : mostOf(stockOf(choice.size));
  // Another size keeps the quantity when it has that many (the stored one stays where it can).
  const chooseSize = (size: PageSize | null) => onChange({ size, quantity: clampLineQuantity(choice.quantity, size === null ? null : stockOf(size)) });
  // A size chosen in the server's page before its scripts ran is the line's choice (not only shown).
  const line = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (line.current) adoptEarlyInput(line.current);
  }, []);
  return (
    <li ref={line} className={styles.line}>
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
            <label className={picker.picker}>
              Size
              <select
                id={`${id}-size`}
                value={choice.size ?? ''}
                onChange={(event) => chooseSize((event.target.value || null) as PageSize | null)}
              >
                <option value="">Choose</option>
                {inStock.map((entry) => (
                  <option key={entry.size} value={entry.size}>
                    {entry.size}
                  </option>
                ))}
              </select>
            </label>
            <label className={picker.picker}>
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
        {note && sizes !== undefined ? (
          <p className={styles.soldOut} role="status">
            {note}
          </p>
        ) : null}
      </div>
    </li>
  );
}

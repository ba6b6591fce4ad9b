import { documentUrl } from '../../../../api/documents';
import type { components } from '../../../../api/schema.gen';
import { formatInr, formatInrExact } from '../../../../shared/money';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Price } from '../../../components/ui/price';
import { REMOVE_TO_CART } from '../../../../shared/cart-messages';
import { SHOP_SIZES } from '../../../../shared/catalogue-options';
import type { DesignLineChange } from '../api/cart';
import { LineEditor } from './line-editor';
import { AddDesignSize } from './add-design-size';
import blocks from '../../../components/ui/text-blocks.module.css';
import styles from './cart.module.css';

type DesignLine = components['schemas']['DesignCartLine'];

const printedText = (line: DesignLine) => (line.printedSides === 1 ? (line.previewFront ? 'front' : 'back') : 'front and back');

type Size = (typeof SHOP_SIZES)[number];

/**
 * A custom design in the cart, one line per size: its preview, garment, colour, printed sides,
 * the server's price, the size and quantity (editable here) and another size to add (a team order).
 */
export function DesignCartLine({
  line,
  sizesInCart,
  offersAnotherSize,
  removing,
  onRemove,
  onChange,
}: {
  line: DesignLine;
  sizesInCart: readonly Size[];
  offersAnotherSize: boolean;
  removing: boolean;
  onRemove: () => void;
  onChange: (change: DesignLineChange) => Promise<unknown>;
}) {
  const preview = line.previewFront ?? line.previewBack;
  return (
    <li className={styles.line}>
      <div className={`${styles.thumb} ${styles.designThumb}`}>
        {preview ? <img src={documentUrl(preview)} alt={`Your design on a ${line.color} ${line.name}`} width={1000} height={1000} loading="lazy" /> : null}
      </div>
      <div className={styles.info}>
        <h2 className={styles.name}>{line.name}</h2>
        <p className={blocks.note}>
          Colour: {line.color} · Printed: {printedText(line)}
        </p>
        {line.price !== null && line.garmentPrice !== null ? (
          <>
            <Price finalPrice={line.price} size="sm" />
            <p className={blocks.note}>
              {formatInr(line.garmentPrice)} garment + {formatInr(line.printPricePerSide)} print × {line.printedSides}
            </p>
          </>
        ) : null}
        {line.available ? (
          <>
            <LineEditor
              label={`${line.name}, size ${line.size}`}
              sizes={SHOP_SIZES}
              size={line.size}
              quantity={line.quantity}
              onSave={(next) => onChange({ designId: line.designId, size: next.size ?? line.size, quantity: next.quantity, replaceSize: line.size })}
            />
            {line.lineTotal !== null ? (
              <p className={styles.lineTotal} data-testid="line-total">
                Line total: {formatInr(line.lineTotal)}
              </p>
            ) : null}
            {line.saving ? (
              <p className={styles.lineSaving} data-testid="line-saving">
                Code saves {formatInrExact(line.saving)}
              </p>
            ) : null}
          </>
        ) : null}
        {line.available ? null : <p className={styles.unavailable}>This design cannot be made in this colour any more: remove it to check out the rest.</p>}
        <div className={`${blocks.actionRow} ${styles.actions}`}>
          <ButtonLink variant="ghost" to={`/customized/${line.garment}?design=${encodeURIComponent(line.designId)}`}>
            Edit design<span className="visually-hidden">: {line.name}, {line.color}, size {line.size}</span>
          </ButtonLink>
          <Button variant="secondary" disabled={removing} onClick={onRemove}>
            {REMOVE_TO_CART}<span className="visually-hidden">: size {line.size}</span>
          </Button>
        </div>
        {line.available && offersAnotherSize ? <AddDesignSize designId={line.designId} name={line.name} taken={sizesInCart} onAdd={onChange} /> : null}
      </div>
    </li>
  );
}

import { documentUrl } from '../../../../api/documents';
import type { components } from '../../../../api/schema.gen';
import { formatInr } from '../../../../shared/money';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Price } from '../../../components/ui/price';
import styles from './cart.module.css';

type DesignLine = components['schemas']['DesignCartLine'];

const printedText = (line: DesignLine) => (line.printedSides === 1 ? (line.previewFront ? 'front' : 'back') : 'front and back');

/** A custom design in the cart: its preview, garment, colour, size, printed sides and the server's price. */
export function DesignCartLine({ line, removing, onRemove }: { line: DesignLine; removing: boolean; onRemove: () => void }) {
  const preview = line.previewFront ?? line.previewBack;
  return (
    <li className={styles.line}>
      <div className={`${styles.thumb} ${styles.designThumb}`}>
        {preview ? <img src={documentUrl(preview)} alt={`Your design on a ${line.color} ${line.name}`} width={1000} height={1000} loading="lazy" /> : null}
      </div>
      <div className={styles.info}>
        <h2 className={styles.name}>{line.name}</h2>
        <p className={styles.colour}>
          Colour: {line.color} · Size: {line.size} · Printed: {printedText(line)}
        </p>
        {line.price !== null && line.garmentPrice !== null ? (
          <>
            <Price finalPrice={line.price} size="sm" />
            <p className={styles.colour}>
              {formatInr(line.garmentPrice)} garment + {formatInr(line.printPricePerSide)} print × {line.printedSides}
            </p>
          </>
        ) : null}
        {line.available ? null : <p className={styles.unavailable}>This design cannot be made in this colour any more: remove it to check out the rest.</p>}
        <div className={styles.actions}>
          <ButtonLink variant="ghost" to={`/customized/${line.garment}?design=${encodeURIComponent(line.designId)}`}>
            Edit design<span className="visually-hidden">: {line.name}, {line.color}, size {line.size}</span>
          </ButtonLink>
          <Button variant="secondary" disabled={removing} onClick={onRemove}>
            Remove to Cart
          </Button>
        </div>
      </div>
    </li>
  );
}

import { Link } from 'react-router-dom';
import { documentUrl } from '../../../../api/documents';
import type { components } from '../../../../api/schema.gen';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Price } from '../../../components/ui/price';
import { REMOVE_TO_CART } from '../../../../shared/cart-messages';
import { PRODUCT_PAGE_SIZES } from '../../../../shared/catalogue-options';
import { formatInr, formatInrExact } from '../../../../shared/money';
import { LineEditor } from './line-editor';
import blocks from '../../../components/ui/text-blocks.module.css';
import styles from './cart.module.css';

type ProductLine = components['schemas']['CartLine'];

/** 'Size M · Quantity 10', from whichever of the two the shopper chose with Add To Cart; null when neither. */
export function choiceText(line: Pick<ProductLine, 'size' | 'quantity'>): string | null {
  const parts = [line.size ? `Size ${line.size}` : null, line.quantity ? `Quantity ${line.quantity}` : null].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

type PageSize = (typeof PRODUCT_PAGE_SIZES)[number];

/**
 * A product colour in the cart (spec section 2): image, name, colour, price, Buy Now and
 * 'Remove to Cart'; beyond the spec, its size and quantity, editable here, and its line total.
 */
export function ProductCartLine({
  line,
  removing,
  onRemove,
  onChange,
}: {
  line: ProductLine;
  removing: boolean;
  onRemove: () => void;
  onChange: (next: { size: PageSize | null; quantity: number }) => Promise<unknown>;
}) {
  const image = line.variant.images[0];
  const page = `/display/${line.productId}/${line.variantId}`;
  return (
    <li className={styles.line}>
      <Link to={page} className={styles.thumb}>
        {image ? <img src={documentUrl(image, 320)} alt={`${line.name} in ${line.variant.color}`} width={800} height={1000} /> : null}
      </Link>
      <div className={styles.info}>
        <h2 className={styles.name}>{line.name}</h2>
        <p className={blocks.note}>Colour: {line.variant.color}</p>
        <Price finalPrice={line.price} size="sm" />
        <LineEditor label={`${line.name} in ${line.variant.color}`} sizes={PRODUCT_PAGE_SIZES} size={line.size ?? null} quantity={line.quantity ?? 1} onSave={onChange} />
        <p className={styles.lineTotal} data-testid="line-total">
          Line total: {formatInr(line.lineTotal)}
        </p>
        {line.saving ? (
          <p className={styles.lineSaving} data-testid="line-saving">
            Code saves {formatInrExact(line.saving)}
          </p>
        ) : null}
        <div className={`${blocks.actionRow} ${styles.actions}`}>
          <ButtonLink to={page}>Buy Now</ButtonLink>
          <Button variant="secondary" disabled={removing} aria-busy={removing || undefined} onClick={onRemove}>
            {REMOVE_TO_CART}
          </Button>
        </div>
      </div>
    </li>
  );
}

import { Link } from 'react-router-dom';
import { documentUrl } from '../../../../api/documents';
import type { components } from '../../../../api/schema.gen';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Price } from '../../../components/ui/price';
import styles from './cart.module.css';

type ProductLine = components['schemas']['CartLine'];

/** 'Size M · Quantity 10', from whichever of the two the shopper chose with Add To Cart; null when neither. */
export function choiceText(line: Pick<ProductLine, 'size' | 'quantity'>): string | null {
  const parts = [line.size ? `Size ${line.size}` : null, line.quantity ? `Quantity ${line.quantity}` : null].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** A product colour in the cart (spec section 2): image, name, colour, price, Buy Now and 'Remove to Cart'. */
export function ProductCartLine({ line, removing, onRemove }: { line: ProductLine; removing: boolean; onRemove: () => void }) {
  const image = line.variant.images[0];
  const page = `/display/${line.productId}/${line.variantId}`;
  const choice = choiceText(line);
  return (
    <li className={styles.line}>
      <Link to={page} className={styles.thumb}>
        {image ? <img src={documentUrl(image, 320)} alt={`${line.name} in ${line.variant.color}`} width={800} height={1000} /> : null}
      </Link>
      <div className={styles.info}>
        <h2 className={styles.name}>{line.name}</h2>
        <p className={styles.colour}>Colour: {line.variant.color}</p>
        {choice ? <p className={styles.colour}>{choice}</p> : null}
        <Price finalPrice={line.price} size="sm" />
        <div className={styles.actions}>
          <ButtonLink to={page}>Buy Now</ButtonLink>
          <Button variant="secondary" disabled={removing} aria-busy={removing || undefined} onClick={onRemove}>
            Remove to Cart
          </Button>
        </div>
      </div>
    </li>
  );
}

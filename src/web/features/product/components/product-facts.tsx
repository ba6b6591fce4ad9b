import type { ProductDetail, ProductVariant } from '../logic/product-types';
import styles from './product-facts.module.css';

/** Return policy, cash on delivery, stock and the seller, in one short list under the buttons. */
export function ProductFacts({ product, variant }: { product: ProductDetail; variant: ProductVariant }) {
  const inStock = variant.inStock;
  return (
    <ul className={`bare-list ${styles.facts}`} aria-label="Delivery and returns">
      <li>
        <span className={styles.mark} aria-hidden="true">
          ↺
        </span>
        {product.returnPolicy > 0 ? `${product.returnPolicy} days return policy` : 'No returns on this product'}
      </li>
      <li>
        <span className={styles.mark} aria-hidden="true">
          ₹
        </span>
        {product.codAvailable ? 'Cash on delivery available' : 'Cash on delivery not available'}
      </li>
      <li className={inStock ? styles.inStock : styles.outOfStock}>
        <span className={styles.mark} aria-hidden="true">
          {inStock ? '✓' : '✕'}
        </span>
        {inStock ? 'In stock' : 'Out of stock'}
      </li>
      <li className={styles.seller}>
        <span className={styles.mark} aria-hidden="true">
          ◆
        </span>
        <span>
          Sold by <strong>{product.seller}</strong>
        </span>
      </li>
    </ul>
  );
}

import type { ProductCard } from '../api/product-lists';
import { ProductCardView } from './product-card';
import styles from './product-grid.module.css';

/** How many cards load their image at once: the first row or two, above the fold on a phone. */
const EAGER_CARDS = 4;

/** A grid of product cards (two columns on phones, up to four on wide screens). */
export function ProductGrid({
  products,
  label = 'Products',
  eagerCount = EAGER_CARDS,
}: {
  products: readonly ProductCard[];
  label?: string;
  /** Cards whose images load at once; 0 for a grid below the fold. */
  eagerCount?: number;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <ProductCardView key={product._id} product={product} eager={index < eagerCount} />
      ))}
    </ul>
  );
}

/** The grid's shape while its products load, so nothing jumps when they arrive. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-label="Loading products" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={`${styles.card} ${styles.skeleton}`} />
      ))}
    </ul>
  );
}

/** A list that could not load, with a way to try again. */
export function ProductGridError({ onRetry }: { onRetry: () => void }) {
  return (
    <p className={styles.notice} role="alert">
      We could not load the products. Check your connection and{' '}
      <button type="button" className={styles.retry} onClick={onRetry}>
        try again
      </button>
      .
    </p>
  );
}

import { Link } from 'react-router-dom';
import { documentSrcSet, documentUrl } from '../../../../api/documents';
import { Price } from '../../../components/ui/price';
import { CARD_IMAGE_SIZES } from '../../../../shared/image-widths';
import type { ProductCard } from '../api/product-lists';
import styles from './product-grid.module.css';

/** What a card shows: a listing's product, or a search hit (one colour) in the same shape. */
export type CardProduct = Pick<ProductCard, '_id' | 'variantId' | 'name' | 'color' | 'price' | 'finalPrice' | 'discount' | 'images' | 'isAvailable'>;

/** One product in a grid or scroller: its first colour's cover image, name, colour and price, linking to its page. */
export function ProductCardView({ product, eager, className }: { product: CardProduct; eager: boolean; className?: string }) {
  const cover = product.images[0];
  return (
    <li className={className ? `${styles.card} ${className}` : styles.card}>
      <Link to={`/display/${product._id}/${product.variantId}`} className={styles.link}>
        <div className={styles.media}>
          {cover ? (
            <img
              src={documentUrl(cover, 640)}
              srcSet={documentSrcSet(cover)}
              sizes={CARD_IMAGE_SIZES}
              alt={`${product.name} in ${product.color}`}
              width={800}
              height={1000}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : null}
          {product.isAvailable ? null : <span className={styles.soldOut}>Sold out</span>}
        </div>
        <h3 className={styles.name}>{product.name}</h3>
        <p className={styles.color}>{product.color}</p>
      </Link>
      <Price finalPrice={product.finalPrice} mrp={product.price} discount={product.discount} size="sm" />
    </li>
  );
}

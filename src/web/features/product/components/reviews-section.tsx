import type { ProductDetail } from '../logic/product-types';
import { RatingSummary } from './rating-summary';
import { ReviewForm } from './review-form';
import { ReviewsList } from './reviews-list';
import styles from './reviews-section.module.css';

/** Ratings and reviews: the average with its stars, the list, and the form to add one. */
export function ReviewsSection({ product }: { product: ProductDetail }) {
  return (
    <section id="reviews" className={styles.section} aria-labelledby="reviews-title" tabIndex={-1}>
      <div className={styles.head}>
        <h2 id="reviews-title" className={styles.title}>
          Ratings &amp; reviews
        </h2>
        {product.reviewCount > 0 ? <RatingSummary averageRating={product.averageRating} reviewCount={product.reviewCount} size="lg" /> : null}
      </div>
      <div className={styles.body}>
        <ReviewsList reviews={product.reviews} />
        <ReviewForm productId={product._id} />
      </div>
    </section>
  );
}

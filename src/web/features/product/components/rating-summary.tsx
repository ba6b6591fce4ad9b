import { RatingStars } from './rating-stars';
import styles from './rating-summary.module.css';

export interface RatingSummaryProps {
  averageRating: number;
  reviewCount: number;
  size?: 'md' | 'lg';
  /** Makes the review count a link to the reviews further down. */
  linkToReviews?: boolean;
}

/** The average rating with half stars and the number of reviews: '★★★★½ 4.5 · 12 reviews'. */
export function RatingSummary({ averageRating, reviewCount, size = 'md', linkToReviews = false }: RatingSummaryProps) {
  const count = reviewCount === 1 ? '1 review' : `${reviewCount} reviews`;
  const countText = linkToReviews ? (
    <a href="#reviews" className={styles.link}>
      {reviewCount === 0 ? 'No reviews yet' : count}
    </a>
  ) : (
    <span>{reviewCount === 0 ? 'No reviews yet' : count}</span>
  );
  return (
    <div className={`${styles.summary} ${styles[size]}`}>
      {averageRating > 0 ? (
        <>
          <RatingStars rating={averageRating} size={size === 'lg' ? 24 : 18} />
          <span className={styles.average} aria-hidden="true">
            {averageRating.toFixed(1)}
          </span>
          <span className={styles.dot} aria-hidden="true">
            ·
          </span>
        </>
      ) : null}
      {countText}
    </div>
  );
}

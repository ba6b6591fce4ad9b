import type { ProductReview } from '../logic/product-types';
import { formatReviewDate } from '../logic/reviews';
import { RatingStars } from './rating-stars';
import styles from './reviews-list.module.css';

/** The product's reviews, newest first as the server sends them: name, stars if any, words, date. */
export function ReviewsList({ reviews }: { reviews: readonly ProductReview[] }) {
  if (reviews.length === 0) {
    return <p className={styles.empty}>No reviews yet. Bought this piece? Be the first to say how it fits and feels.</p>;
  }
  return (
    <ul className={`bare-list ${styles.list}`} aria-label="Reviews">
      {reviews.map((review) => (
        <li key={review._id} className={styles.review}>
          <article aria-label={`Review by ${review.user.username}`}>
            <header className={styles.head}>
              <span className={styles.avatar} aria-hidden="true">
                {review.user.username.trim().charAt(0).toUpperCase() || '?'}
              </span>
              <div className={styles.who}>
                <p className={styles.name}>{review.user.username}</p>
                <time className={styles.date} dateTime={review.createdAt}>
                  {formatReviewDate(review.createdAt)}
                </time>
              </div>
            </header>
            {review.rating > 0 ? <RatingStars rating={review.rating} size={16} /> : null}
            {review.comment ? <p className={styles.comment}>{review.comment}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}

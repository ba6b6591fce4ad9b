import type { ProductReview } from '../logic/product-types';
import { formatReviewDate } from '../logic/reviews';
import { RatingStars } from './rating-stars';
import styles from './reviews-list.module.css';

/** The product's reviews, newest first as the server sends them: name (and 'Verified buyer' when the server says so), stars if any, words, date. */
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
                <p className={styles.name}>
                  {review.user.username}
                  {review.verifiedBuyer ? (
                    <span className={styles.verified} title="This shopper received this product from the shop">
                      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                        <path d="M6.5 11.2 3.3 8l1.1-1.1 2.1 2.1 5.1-5.1L12.7 5z" fill="currentColor" />
                      </svg>
                      Verified buyer
                    </span>
                  ) : null}
                </p>
                <time className={styles.date} dateTime={review.createdAt}>
                  {formatReviewDate(review.createdAt)}
                </time>
              </div>
            </header>
            {review.rating > 0 ? <RatingStars rating={review.rating} size={16} /> : null}
            {review.comment ? <p className={styles.comment}>{review.comment}</p> : null}
            {review.staffReply ? (
              <aside className={styles.reply} aria-label="Reply from Bhopal Threads">
                <p className={styles.replyFrom}>Reply from Bhopal Threads</p>
                <p className={styles.comment}>{review.staffReply.text}</p>
              </aside>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}

import { useId } from 'react';
import { ratingLabel, starsFor } from '../logic/rating-stars';
import styles from './rating-stars.module.css';

type StarFill = 'full' | 'half' | 'empty';

const STAR_PATH = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9L12 2.8z';

/** One star drawn full, empty, or half filled (the left half, through a clip path). */
export function Star({ fill, size = 18 }: { fill: StarFill; size?: number }) {
  const clipId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.star} data-fill={fill}>
      {fill === 'half' ? (
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y="0" width="12" height="24" />
          </clipPath>
        </defs>
      ) : null}
      <path d={STAR_PATH} className={styles.outline} />
      {fill === 'empty' ? null : <path d={STAR_PATH} className={styles.filled} clipPath={fill === 'half' ? `url(#${clipId})` : undefined} />}
    </svg>
  );
}

/** Five stars for an average (a half star from .5 up), read out as 'Rated 4.5 out of 5'. */
export function RatingStars({ rating, size }: { rating: number; size?: number }) {
  const { full, half, empty } = starsFor(rating);
  const fills: StarFill[] = [
    ...Array<StarFill>(full).fill('full'),
    ...Array<StarFill>(half).fill('half'),
    ...Array<StarFill>(empty).fill('empty'),
  ];
  return (
    <span className={styles.stars} role="img" aria-label={ratingLabel(rating)}>
      {fills.map((fill, position) => (
        <Star key={position} fill={fill} size={size} />
      ))}
    </span>
  );
}

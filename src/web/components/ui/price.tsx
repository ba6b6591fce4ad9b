import { formatInr } from '../../../shared/money';
import styles from './price.module.css';

export interface PriceProps {
  /** What the shopper pays, in rupees. */
  finalPrice: number;
  /** M.R.P. in rupees; shown struck through when it is above the final price. */
  mrp?: number;
  /** Discount in whole percent; shown as 'N% off' when above zero. */
  discount?: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A product price: the final price in the accent, then the M.R.P. struck through and the discount. */
export function Price({ finalPrice, mrp, discount, size = 'md', className }: PriceProps) {
  const showMrp = mrp !== undefined && Math.floor(mrp) > Math.floor(finalPrice);
  const showDiscount = discount !== undefined && Math.floor(discount) > 0;
  return (
    <p className={[styles.price, styles[size], className ?? ''].filter(Boolean).join(' ')}>
      <span className={styles.final}>
        <span className="visually-hidden">Price </span>
        {formatInr(finalPrice)}
      </span>
      {showMrp ? (
        <span className={styles.mrp}>
          M.R.P. <s>{formatInr(mrp)}</s>
        </span>
      ) : null}
      {showDiscount ? <span className={styles.discount}>{Math.floor(discount)}% off</span> : null}
    </p>
  );
}

import pageStyles from './product-page.module.css';
import styles from './product-skeleton.module.css';

/** The product page's shape while it loads: the 4:5 picture, title, price, sizes and buttons. */
export function ProductSkeleton() {
  return (
    <div className={`shell ${pageStyles.page}`} aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading...
      </p>
      <div className={pageStyles.top}>
        <div className={pageStyles.galleryColumn}>
          <div className={`${styles.block} ${styles.picture}`} />
          <div className={styles.thumbs}>
            <div className={`${styles.block} ${styles.thumb}`} />
            <div className={`${styles.block} ${styles.thumb}`} />
            <div className={`${styles.block} ${styles.thumb}`} />
          </div>
        </div>
        <div className={pageStyles.buyColumn} aria-hidden="true">
          <div className={styles.lines}>
            <div className={`${styles.block} ${styles.title}`} />
            <div className={`${styles.block} ${styles.line}`} />
            <div className={`${styles.block} ${styles.price}`} />
          </div>
          <div className={styles.swatches}>
            <div className={`${styles.block} ${styles.swatch}`} />
            <div className={`${styles.block} ${styles.swatch}`} />
            <div className={`${styles.block} ${styles.swatch}`} />
          </div>
          <div className={styles.sizes}>
            <div className={`${styles.block} ${styles.size}`} />
            <div className={`${styles.block} ${styles.size}`} />
            <div className={`${styles.block} ${styles.size}`} />
            <div className={`${styles.block} ${styles.size}`} />
          </div>
          <div className={styles.buttons}>
            <div className={`${styles.block} ${styles.button}`} />
            <div className={`${styles.block} ${styles.button}`} />
          </div>
        </div>
      </div>
    </div>
  );
}

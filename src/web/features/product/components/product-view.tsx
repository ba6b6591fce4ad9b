import { hydrateLater } from '../../../components/hydrate-later';
import { Price } from '../../../components/ui/price';
import { useChosenVariant } from '../hooks/use-chosen-variant';
import { useProductHead } from '../hooks/use-product-head';
import type { ProductDetail } from '../logic/product-types';
import { Gallery } from './gallery';
import { PincodeCheck } from './pincode-check';
import { ProductDetails } from './product-details';
import { ProductFacts } from './product-facts';
import { ProductPurchase } from './product-purchase';
import { RatingSummary } from './rating-summary';
import { ReviewsSection } from './reviews-section';
import styles from './product-page.module.css';

/** A loaded product: gallery and buying on top, then details and reviews. */
const DetailsWhenWanted = hydrateLater('product-details', ProductDetails);
const ReviewsWhenWanted = hydrateLater('product-reviews', ReviewsSection);

export function ProductView({ product }: { product: ProductDetail }) {
  const { variant, chooseVariant } = useChosenVariant(product);
  useProductHead(product, variant);
  const subject = variant ? `${product.name} in ${variant.color}` : product.name;

  return (
    <div className={`shell ${styles.page}`}>
      <div className={styles.top}>
        <div className={styles.galleryColumn}>
          <Gallery key={variant?._id ?? 'none'} images={variant?.images.length ? variant.images : product.images} subject={subject} />
        </div>
        <div className={styles.buyColumn}>
          <div className={styles.intro}>
            <h1 className={styles.name}>{product.name}</h1>
            <RatingSummary averageRating={product.averageRating} reviewCount={product.reviewCount} linkToReviews />
            <Price finalPrice={product.finalPrice} mrp={product.price} discount={product.discount} size="lg" />
            <p className={styles.tax}>Inclusive of all taxes</p>
            {product.description ? <p className={styles.description}>{product.description}</p> : null}
          </div>
          {variant ? (
            <ProductPurchase product={product} variant={variant} onChooseVariant={chooseVariant} />
          ) : (
            <p className={styles.unavailable}>This product has no colours on sale right now.</p>
          )}
          {variant ? <ProductFacts product={product} variant={variant} /> : null}
          <PincodeCheck productCod={product.codAvailable} />
        </div>
      </div>
      <DetailsWhenWanted details={product.productDetails[0]} />
      <ReviewsWhenWanted product={product} />
    </div>
  );
}

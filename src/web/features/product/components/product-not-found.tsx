import { ButtonLink, Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import styles from './product-not-found.module.css';

/** A product that does not exist (a 404, or an address that cannot be a product). */
export function ProductNotFound() {
  useDocumentTitle('Product not found');
  return (
    <div className={`shell ${styles.screen}`}>
      <p className={styles.eyebrow}>Product not found</p>
      <h1 className={styles.title}>This piece is not in the shop</h1>
      <p className={styles.text}>
        It may have sold out and been taken down, or the link may be mistyped. Our newest tees, hoodies and shackets are a tap away.
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/new-arrivals" variant="primary" size="lg">
          See New Arrivals
        </ButtonLink>
        <ButtonLink to="/" variant="secondary" size="lg">
          Go to Home
        </ButtonLink>
      </div>
    </div>
  );
}

/** The product could not be loaded (no connection, a server fault): say so and offer a retry. */
export function ProductLoadFailed({ onRetry }: { onRetry: () => void }) {
  useDocumentTitle('Something went wrong');
  return (
    <div className={`shell ${styles.screen}`}>
      <p className={styles.eyebrow}>Could not load</p>
      <h1 className={styles.title}>We could not load this product</h1>
      <p className={styles.text} role="alert">
        Something went wrong. Please try again later.
      </p>
      <div className={styles.actions}>
        <Button variant="primary" size="lg" onClick={onRetry}>
          Try again
        </Button>
        <ButtonLink to="/new-arrivals" variant="secondary" size="lg">
          See New Arrivals
        </ButtonLink>
      </div>
    </div>
  );
}

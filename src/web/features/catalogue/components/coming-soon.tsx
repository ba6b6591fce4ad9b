import { ButtonLink } from '../../../components/ui/button';
import styles from './coming-soon.module.css';

/** An empty list (spec section 2): 'Coming Soon!' and the promise of products at high discounts. */
export function ComingSoon() {
  return (
    <div className={styles.box}>
      <h2 className={styles.title}>Coming Soon!</h2>
      <p className={styles.text}>
        Exciting products at high discounts will be available shortly. Keep an eye on this space.
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/new-arrivals" variant="secondary">
          Browse new arrivals
        </ButtonLink>
        <ButtonLink to="/customized" variant="ghost">
          Design your own
        </ButtonLink>
      </div>
    </div>
  );
}

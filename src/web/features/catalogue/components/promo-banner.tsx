import { ButtonLink } from '../../../components/ui/button';
import styles from './home.module.css';

/** The promo banner that sends shoppers to the design studio (spec section 2: a link to /Customized). */
export function PromoBanner() {
  return (
    <section className={styles.promo} aria-labelledby="promo-title">
      <div className={`shell ${styles.promoInner}`}>
        <div className={styles.promoCopy}>
          <p className={styles.kicker}>Design studio</p>
          <h2 id="promo-title" className={styles.promoTitle}>
            Your design. <span className={styles.accentText}>Your tee.</span>
          </h2>
          <p className={styles.promoLede}>
            Put your own words and graphics on the front and back of a t-shirt or hoodie. We print it in Bhopal and ship
            it across India.
          </p>
          <ButtonLink to="/Customized" size="lg">
            Start designing
          </ButtonLink>
        </div>
        {/* Outlined display words, drawn by CSS (::before): decoration, not text to read or to contrast-check. */}
        <span className={styles.promoStamp} aria-hidden="true" />
      </div>
    </section>
  );
}

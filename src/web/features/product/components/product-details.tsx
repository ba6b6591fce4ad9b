import type { ProductDetails as Details } from '../logic/product-types';
import styles from './product-details.module.css';

/**
 * The product's details (spec section 3: the first productDetails item): overview, key
 * features, material and care, and the specifications as a name and value table. A part the
 * product does not have is left out.
 */
export function ProductDetails({ details }: { details: Details | undefined }) {
  if (!details) return null;
  const { overview, features, materialAndCare, specifications } = details;
  return (
    <section className={styles.details} aria-labelledby="details-title">
      <h2 id="details-title" className={styles.title}>
        Product details
      </h2>
      <div className={styles.grid}>
        {overview ? (
          <div className={styles.block}>
            <h3 className={styles.heading}>Overview</h3>
            <p>{overview}</p>
          </div>
        ) : null}
        {specifications.length ? (
          <div className={styles.block}>
            <h3 id="specifications-title" className={styles.heading}>
              Specifications
            </h3>
            <table className={styles.table} aria-labelledby="specifications-title">
              <tbody>
                {specifications.map((spec) => (
                  <tr key={spec._id}>
                    <th scope="row">{spec.name}</th>
                    <td>{spec.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {features.length ? (
          <div className={styles.block}>
            <h3 className={styles.heading}>Key features</h3>
            <ul className={styles.bullets}>
              {features.map((feature, index) => (
                <li key={index}>{feature}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {materialAndCare.length ? (
          <div className={styles.block}>
            <h3 className={styles.heading}>Material &amp; care</h3>
            <ul className={styles.bullets}>
              {materialAndCare.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}

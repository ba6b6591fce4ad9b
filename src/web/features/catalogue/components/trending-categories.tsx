import { Link } from 'react-router-dom';
import styles from './trending-categories.module.css';
import tones from './tile-tones.module.css';

/** The static block of the spec's landing page; each category leads to where it is sold (or will be). */
const categories = [
  { label: 'Graphic Tees', note: 'Bold prints, everyday fits', to: '/upper-wear?tab=tshirt', tone: 'accent' },
  { label: 'Distressed Jeans', note: 'Launching in February', to: '/bottom-wear', tone: 'ink' },
  { label: 'Hoodies', note: 'Heavyweight and brushed inside', to: '/upper-wear?tab=hoodie', tone: 'sunk' },
  { label: 'Summer Collection', note: 'Light, breathable regular tees', to: '/upper-wear?tab=regular-tshirt', tone: 'outline' },
] as const;

const toneClass = { ink: tones.ink, accent: tones.accent, sunk: tones.sunk, outline: styles.outline };

/** Trending categories: Graphic Tees, Distressed Jeans, Hoodies, Summer Collection. */
export function TrendingCategories() {
  return (
    <section className={styles.block} aria-labelledby="trending-categories">
      <h2 id="trending-categories" className={styles.title}>
        Trending categories
      </h2>
      <ul className={`bare-list ${styles.list}`}>
        {categories.map((category, index) => (
          <li key={category.label}>
            <Link to={category.to} className={`${styles.tile} ${toneClass[category.tone]}`}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className={styles.label}>{category.label}</span>
              <span className={styles.note}>{category.note}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

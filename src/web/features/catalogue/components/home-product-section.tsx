import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { LIST_PAGE_SIZE, type Tag } from '../../../../shared/catalogue-options';
import { taggedProductsQuery } from '../api/product-lists';
import { ProductGrid, ProductGridError, ProductGridSkeleton } from './product-grid';
import styles from './home.module.css';

interface Props {
  tag: Tag;
  id: string;
  eyebrow: string;
  title: string;
  /** The full listing, and what it lists for the link's accessible name ('See all new arrivals'). */
  to: string;
  linkTopic: string;
}

/**
 * A home-page grid: the first eight of a tag's products and a link to the full list. It shares
 * the listing screen's cache, so opening the listing shows these at once.
 */
export function HomeProductSection({ tag, id, eyebrow, title, to, linkTopic }: Props) {
  const query = useInfiniteQuery(taggedProductsQuery(tag));
  // The cards are drawn in an interruptible background render once the list arrives, not in one
  // long task (a query's update is otherwise rendered synchronously).
  const data = useDeferredValue(query.data);
  const products = data?.pages[0]?.products.slice(0, LIST_PAGE_SIZE) ?? [];
  if (data && products.length === 0) return null;
  return (
    <section className={`shell ${styles.section} ${styles.belowFold}`} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <div>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h2 id={id} className={styles.sectionTitle}>
            {title}
          </h2>
        </div>
        <Link to={to} className={styles.seeAll}>
          See all<span className="visually-hidden"> {linkTopic}</span>
          <span aria-hidden="true">→</span>
        </Link>
      </div>
      {data ? (
        <ProductGrid products={products} label={title} eagerCount={0} />
      ) : query.isError ? (
        <ProductGridError onRetry={() => void query.refetch()} />
      ) : (
        <ProductGridSkeleton />
      )}
    </section>
  );
}

import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useHydrated } from '../../../../react-hooks/use-hydrated';
import type { PagedProductsQuery } from '../api/product-lists';
import { ProductGrid, ProductGridError, ProductGridSkeleton } from './product-grid';
import styles from './product-grid.module.css';

interface Props {
  query: PagedProductsQuery;
  /** Shown when the list has no products at all. */
  empty: ReactNode;
}

/**
 * Any product list eight at a time with View More (spec section 2): page 1 replaces, later
 * pages append, and the button reads 'All Products Loaded' and is disabled once the loaded
 * count reaches the total.
 */
export function PagedProductGrid({ query: options, empty }: Props) {
  const query = useInfiniteQuery(options);
  const hydrated = useHydrated();
  const { search } = useLocation();
  if (query.isPending) return <ProductGridSkeleton />;
  if (query.isError) return <ProductGridError onRetry={() => void query.refetch()} />;

  const products = query.data.pages.flatMap((page) => page.products);
  if (products.length === 0) return <>{empty}</>;

  const allLoaded = !query.hasNextPage;
  // Without JavaScript (the server's HTML, until the page hydrates) View More is a link to the
  // next page, `?page=2`, which the server renders with the pages before it.
  const next = new URLSearchParams(search);
  next.set('page', String(query.data.pages.length + 1));
  return (
    <>
      <ProductGrid products={products} />
      <div className={styles.more}>
        {!hydrated && !allLoaded ? (
          <ButtonLink variant="secondary" to={{ search: `?${next.toString()}` }} preventScrollReset>
            View More
          </ButtonLink>
        ) : (
        <Button
          variant="secondary"
          disabled={allLoaded || query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {allLoaded ? 'All Products Loaded' : query.isFetchingNextPage ? 'Loading...' : 'View More'}
        </Button>
        )}
      </div>
    </>
  );
}

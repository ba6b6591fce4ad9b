import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { hasFilters, SORT_LABELS, type ListOptions } from '../../../../shared/listing-options';
import type { PagedProductsQuery } from '../api/product-lists';
import { productCountText } from '../logic/listing-params';
import { ListingControls, NoMatches } from './listing-controls';
import { ProductGrid, ProductGridError, ProductGridSkeleton } from './product-grid';
import { ViewMore } from './view-more';

interface Props {
  query: PagedProductsQuery;
  /** Shown when the list has no products at all. */
  empty: ReactNode;
  /** The sort and filters the address asks for: shows their controls and the product count above the list. */
  listOptions?: ListOptions;
}

/**
 * Any product list eight at a time with View More (spec section 2): page 1 replaces, later
 * pages append, and the button reads 'All Products Loaded' and is disabled once the loaded
 * count reaches the total. With `listOptions`, the sort and filter controls and the count
 * heading come first; they stay while another sort or filter loads (the old list stays too).
 */
export function PagedProductGrid({ query: options, empty, listOptions }: Props) {
  const query = useInfiniteQuery(options);
  const { search } = useLocation();
  const pages = query.data?.pages ?? [];
  const total = pages[pages.length - 1]?.totalCount ?? 0;
  const products = pages.flatMap((page) => page.products);
  const filtered = listOptions ? hasFilters(listOptions) : false;
  const controls =
    listOptions && (filtered || products.length > 0 || query.isPending) ? (
      <ListingControls
        options={listOptions}
        heading={query.data ? productCountText(total) : 'Products'}
        colors={pages[0]?.colors ?? []}
        defaultSortLabel={SORT_LABELS.newest}
      />
    ) : null;

  let body: ReactNode;
  if (query.isPending) body = <ProductGridSkeleton />;
  else if (query.isError) body = <ProductGridError onRetry={() => void query.refetch()} />;
  else if (products.length === 0) body = filtered && listOptions ? <NoMatches options={listOptions} /> : empty;
  else {
    body = (
      <>
        <ProductGrid products={products} />
        <ViewMore search={search} pages={pages.length} allLoaded={!query.hasNextPage} loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()} />
      </>
    );
  }
  return (
    <>
      {controls}
      <div aria-busy={query.isPlaceholderData || undefined}>{body}</div>
    </>
  );
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { searchResultsQuery, type SearchHit } from '../api/product-search';
import { searchCountText, searchTermFrom } from '../logic/search-path';
import { listOptionsOf } from '../logic/listing-params';
import { hasFilters, type ListOptions } from '../../../../shared/listing-options';
import { NO_RESULTS } from '../../../../shared/catalogue-options';
import { ListingControls, NoMatches } from './listing-controls';
import { ListingHeader } from './listing-header';
import { ProductCardView, type CardProduct } from './product-card';
import { ProductGridError, ProductGridSkeleton } from './product-grid';
import { SearchSuggestions } from './search-suggestions';
import { ViewMore } from './view-more';
import gridStyles from './product-grid.module.css';
import styles from './search-results.module.css';

/** How many cards load their image at once, as on the listings. */
const EAGER_CARDS = 4;

const cardOf = (hit: SearchHit): CardProduct => ({
  _id: hit.productId,
  variantId: hit.variantId,
  name: hit.name,
  color: hit.color,
  price: hit.price,
  finalPrice: hit.finalPrice,
  discount: hit.discount,
  images: hit.image ? [hit.image] : [],
  isAvailable: hit.isAvailable,
});

/**
 * Every hit for a term, eight at a time with View More as on the listings (page 1 replaces,
 * later pages append, 'All Products Loaded' at the end; without JavaScript a `?page=2` link).
 * A hit is a colour, so one product may show in several colours.
 */
function SearchHits({ term, options }: { term: string; options: ListOptions }) {
  const query = useInfiniteQuery(searchResultsQuery(term, options));
  const { search } = useLocation();
  if (query.isPending) return <ProductGridSkeleton />;
  if (query.isError) return <ProductGridError onRetry={() => void query.refetch()} />;

  const pages = query.data.pages;
  const hits = pages.flatMap((page) => page.data);
  const total = pages[pages.length - 1]?.totalCount ?? 0;
  const colors = pages[0]?.colors ?? [];
  // No hit for the words at all (filters aside): the spec's message and words to try instead.
  if (hits.length === 0 && (colors.length === 0 || !hasFilters(options))) {
    return (
      <div className={styles.none}>
        <h2 className={styles.count}>{NO_RESULTS}</h2>
        <SearchSuggestions words={pages[0]?.suggestions ?? []} />
      </div>
    );
  }

  return (
    <>
      <ListingControls options={options} heading={searchCountText(total, term)} colors={colors} defaultSortLabel="Best match" />
      <div aria-busy={query.isPlaceholderData || undefined}>
        {hits.length === 0 ? (
          <NoMatches options={options} />
        ) : (
          <>
            <ul className={gridStyles.grid} aria-label="Search results">
              {hits.map((hit, index) => (
                <ProductCardView key={hit.variantId} product={cardOf(hit)} eager={index < EAGER_CARDS} />
              ))}
            </ul>
            <ViewMore search={search} pages={pages.length} allLoaded={!query.hasNextPage} loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()} />
          </>
        )}
      </div>
    </>
  );
}

/**
 * The search results page, `/search?q=` (beyond the spec): what the header's search box, Enter
 * in the home search and its 'See all' open. Rendered on the server with its first page.
 */
export function SearchResultsScreen() {
  const [params] = useSearchParams();
  const term = searchTermFrom(params);
  const options = listOptionsOf(params);
  useDocumentMeta({
    title: term ? `Search results for “${term}”` : 'Search',
    description: term
      ? `Tees, hoodies and shackets matching “${term}” at Bhopal Threads, with prices in ₹ and cash on delivery where available.`
      : 'Search Bhopal Threads: graphic tees, oversized t-shirts, hoodies and shackets from Bhopal, with prices in ₹.',
  });
  return (
    <section className={`shell ${styles.screen}`} aria-labelledby="search-title">
      <ListingHeader
        id="search-title"
        eyebrow="Search"
        title={term ? `Results for “${term}”` : 'Search'}
        lead={term ? 'Closest matches first, near spellings included.' : 'Type what you are looking for in the search box above.'}
      />
      {term ? <SearchHits key={term} term={term} options={options} /> : null}
    </section>
  );
}

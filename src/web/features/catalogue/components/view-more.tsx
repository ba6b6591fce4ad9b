import { Button, ButtonLink } from '../../../components/ui/button';
import { useHydrated } from '../../../../react-hooks/use-hydrated';
import styles from './product-grid.module.css';

export interface ViewMoreProps {
  /** The address's query (`location.search`) of the list now shown. */
  search: string;
  /** How many pages are shown. */
  pages: number;
  allLoaded: boolean;
  loading: boolean;
  onMore: () => void;
}

/**
 * The spec's View More under a paged list, then 'Loading...' and 'All Products Loaded'. Without
 * JavaScript (the server's HTML, until the page hydrates) it is a link to the next page, `?page=N`,
 * which the server renders with the pages before it.
 */
export function ViewMore({ search, pages, allLoaded, loading, onMore }: ViewMoreProps) {
  const hydrated = useHydrated();
  const next = new URLSearchParams(search);
  next.set('page', String(pages + 1));
  return (
    <div className={styles.more}>
      {!hydrated && !allLoaded ? (
        <ButtonLink variant="secondary" to={{ search: `?${next.toString()}` }} preventScrollReset>
          View More
        </ButtonLink>
      ) : (
        <Button variant="secondary" disabled={allLoaded || loading} onClick={onMore}>
          {allLoaded ? 'All Products Loaded' : loading ? 'Loading...' : 'View More'}
        </Button>
      )}
    </div>
  );
}

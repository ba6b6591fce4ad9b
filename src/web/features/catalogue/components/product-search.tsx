import { useId, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { documentUrl } from '../../../../api/documents';
import { NO_RESULTS, SEARCH_MAX_LENGTH } from '../../../../shared/catalogue-options';
import { formatInr } from '../../../../shared/money';
import { SearchIcon } from '../../../components/ui/icons';
import type { SearchHit } from '../api/product-search';
import { useProductSearch } from '../hooks/use-product-search';
import { SEARCH_PARAM, SEARCH_PATH, searchPath } from '../logic/search-path';
import { SearchSuggestions } from './search-suggestions';
import styles from './product-search.module.css';
import searchInput from './search-input.module.css';
import { Form } from '../../../components/ui/form';

/**
 * The home page's search box (spec sections 2, 5 and 8): it searches 500 ms after the last
 * keystroke, shows up to four hits that lead to their product pages, says 'No results found'
 * when there are none, and clears the results when the box is blanked or the search fails (a
 * failure is only logged). The results float over the page, so they never push it around;
 * the arrow keys move through them; Escape or a tap elsewhere closes them. Beyond the spec:
 * Enter, the Search button or 'See all' open every hit on the results page (`/search?q=`),
 * and 'No results found' is followed by words to try instead.
 */
export function ProductSearch() {
  const inputId = useId();
  const resultsId = useId();
  const { rootRef, inputRef, hitsRef, input, type, reopen, term, search, hits, noHits, showPanel, onKeyDown, submit } = useProductSearch();

  const status = term === '' || search.isError ? '' : noHits ? `${NO_RESULTS} for ${term}` : hits.length > 0 ? `${hits.length} results shown` : '';

  return (
    <div ref={rootRef} className={styles.search} onKeyDown={onKeyDown}>
      <Form role="search" aria-label="Products" action={SEARCH_PATH} method="get" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Search products
        </label>
        <div className={styles.field}>
          <button type="submit" className={styles.submit} aria-label="See all results">
            <SearchIcon size={20} strokeWidth={2} />
          </button>
          <input
            ref={inputRef}
            id={inputId}
            name={SEARCH_PARAM}
            type="search"
            className={`${searchInput.text} ${styles.input}`}
            placeholder="Search tees, hoodies, colours…"
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            maxLength={SEARCH_MAX_LENGTH}
            value={input}
            aria-controls={resultsId}
            onChange={(event) => type(event.target.value)}
            onFocus={reopen}
          />
          {search.isFetching && term !== '' ? <span className={styles.spinner} aria-hidden="true" /> : null}
        </div>
      </Form>
      <div id={resultsId} className={styles.panel} hidden={!showPanel}>
        {hits.length > 0 ? (
          <SearchHits hits={hits} listRef={hitsRef} />
        ) : noHits ? (
          <div className={styles.none}>
            <p>{NO_RESULTS}</p>
            <SearchSuggestions words={search.data?.suggestions ?? []} />
          </div>
        ) : null}
        {hits.length > 0 ? (
          <Link to={searchPath(term)} className={styles.seeAll}>
            See all {search.data?.totalCount ?? hits.length} results
          </Link>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}

/** Up to four hits, each leading to its product page. */
function SearchHits({ hits, listRef }: { hits: SearchHit[]; listRef: RefObject<HTMLUListElement | null> }) {
  return (
    <ul ref={listRef} className={`bare-list ${styles.hits}`} aria-label="Search results">
      {hits.map((hit) => (
        <li key={hit.variantId}>
          <Link to={`/display/${hit.productId}/${hit.variantId}`} className={styles.hit}>
            <span className={styles.thumb}>
              {hit.image ? (
                <img src={documentUrl(hit.image, 320)} alt="" width={48} height={60} loading="lazy" decoding="async" />
              ) : null}
            </span>
            <span className={styles.hitText}>
              <span className={styles.hitName}>{hit.name}</span>
              <span className={styles.hitColor}>{hit.color}</span>
            </span>
            <span className={styles.hitPrice}>{formatInr(hit.finalPrice)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { documentUrl } from '../../../../api/documents';
import { SEARCH_MAX_LENGTH } from '../../../../shared/catalogue-options';
import { formatInr } from '../../../../shared/money';
import { SearchIcon } from '../../../components/ui/icons';
import { productSearchQuery } from '../api/product-search';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../logic/debounce';
import { SEARCH_PARAM, SEARCH_PATH, searchPath } from '../logic/search-path';
import { SearchSuggestions } from './search-suggestions';
import styles from './product-search.module.css';
import { Form } from '../../../components/ui/form';

const isBlank = (input: string) => input.trim() === '';

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
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hitsRef = useRef<HTMLUListElement>(null);
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const term = useDebouncedValue(input, SEARCH_DEBOUNCE_MS, isBlank).trim();
  const search = useQuery(productSearchQuery(term));

  const hits = term !== '' && search.isSuccess ? search.data.data : [];
  const noHits = term !== '' && search.isSuccess && !search.isPlaceholderData && hits.length === 0;
  const showPanel = open && term !== '' && !search.isError && (hits.length > 0 || noHits);

  // A tap or click outside the box closes the results (they come back on the next keystroke or focus).
  useEffect(() => {
    if (!showPanel) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [showPanel]);

  const status = term === '' || search.isError ? '' : noHits ? `No results found for ${term}` : hits.length > 0 ? `${hits.length} results shown` : '';

  return (
    <div
      ref={rootRef}
      className={styles.search}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && showPanel) {
          event.preventDefault();
          setOpen(false);
          inputRef.current?.focus();
        }
        // The arrow keys walk the hits (from the box down into the list, and up back to the box).
        if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && showPanel && hits.length > 0) {
          event.preventDefault();
          const links = Array.from(hitsRef.current?.querySelectorAll('a') ?? []);
          const at = links.indexOf(document.activeElement as HTMLAnchorElement);
          const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
          if (next < 0) inputRef.current?.focus();
          else links[next]?.focus();
        }
      }}
    >
      <Form
        role="search"
        aria-label="Products"
        action={SEARCH_PATH}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          // The box's own value, as in the header's search (typed before hydration, not yet in state).
          const typed = inputRef.current?.value ?? input;
          if (!isBlank(typed)) navigate(searchPath(typed));
        }}
      >
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
            className={styles.input}
            placeholder="Search tees, hoodies, colours…"
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            maxLength={SEARCH_MAX_LENGTH}
            value={input}
            aria-controls={resultsId}
            onChange={(event) => {
              setInput(event.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
          />
          {search.isFetching && term !== '' ? <span className={styles.spinner} aria-hidden="true" /> : null}
        </div>
      </Form>
      <div id={resultsId} className={styles.panel} hidden={!showPanel}>
        {hits.length > 0 ? (
          <ul ref={hitsRef} className={`bare-list ${styles.hits}`} aria-label="Search results">
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
        ) : noHits ? (
          <div className={styles.none}>
            <p>No results found</p>
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

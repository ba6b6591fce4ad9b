import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  FILTER_SIZES,
  LIST_SORTS,
  PRICE_BAND_IDS,
  PRICE_BANDS,
  SORT_LABELS,
  hasFilters,
  type ListOptions,
  type ListSort,
  type PriceBand,
} from '../../../../shared/listing-options';
import { listOptionsOf, searchWithOptions } from '../logic/listing-params';
import styles from './listing-controls.module.css';

interface Props {
  options: ListOptions;
  /** The heading over the list: its product count ('24 products'), or null while unknown. */
  heading: ReactNode;
  /** The colours the list has (its first page's `colors`). */
  colors: readonly string[];
  /** What the order is without a sort: 'Newest first' on listings, 'Best match' on search. */
  defaultSortLabel: string;
}

/**
 * Sort and filters of a listing or the search page, all in the address. It is a plain
 * GET form to the same page, so before the scripts run (or without them) Apply sends the choices
 * and the server renders the list sorted and filtered; once hydrated, each change applies at
 * once through the router (both Apply buttons stay: a form needs a submit button, and the page
 * keeps the server's layout) and the count heading, a polite live region, says how
 * many products there are now. What else the address holds (the tab, the search term) rides
 * along as hidden fields.
 */
export function ListingControls({ options, heading, colors, defaultSortLabel }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const filtered = hasFilters(options);
  const [open, setOpen] = useState(filtered);
  const apply = (next: ListOptions) =>
    void navigate({ pathname: location.pathname, search: searchWithOptions(location.search, next) }, { preventScrollReset: true });
  const kept = [...new URLSearchParams(location.search).entries()].filter(([name]) => name === 'tab' || name === 'q');
  const filterCount = (options.sizes ?? []).length + (options.colors ?? []).length + (options.price ? 1 : 0);

  return (
    <form
      method="get"
      action={location.pathname}
      className={styles.controls}
      aria-label="Sort and filter"
      onSubmit={(event) => {
        // Hydrated, every change has applied already; Apply (or Enter) applies what the form shows.
        event.preventDefault();
        apply(listOptionsOf(new URLSearchParams([...new FormData(event.currentTarget).entries()].map(([name, value]) => [name, String(value)]))));
      }}
    >
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.bar}>
        <h2 className={styles.count} aria-live="polite" aria-atomic="true">
          {heading}
        </h2>
        <SortChoice id={`${id}-sort`} options={options} defaultSortLabel={defaultSortLabel} apply={apply} />
      </div>
      <details className={styles.filters} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className={styles.summary}>Filters{filterCount ? ` (${filterCount})` : ''}</summary>
        <FilterGroups options={options} colors={colors} apply={apply} />
        <div className={styles.actions}>
          {/* Kept after hydration too: a form needs its submit button (WCAG 3.2.2, H32). */}
          <button type="submit" className={styles.apply}>
            Apply filters
          </button>
          {filtered ? (
            <Link className={styles.clear} to={{ search: searchWithOptions(location.search, { sort: options.sort }) }} preventScrollReset>
              Clear filters
            </Link>
          ) : null}
        </div>
      </details>
    </form>
  );
}

interface SortChoiceProps {
  /** The select's id. */
  id: string;
  options: ListOptions;
  defaultSortLabel: string;
  apply: (next: ListOptions) => void;
}

/** Sort by, and the Apply button the server's page had beside it. */
function SortChoice({ id, options, defaultSortLabel, apply }: SortChoiceProps) {
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        name="sort"
        value={options.sort ?? ''}
        onChange={(event) => apply({ ...options, sort: (event.target.value || undefined) as ListSort | undefined })}
      >
        <option value="">{defaultSortLabel}</option>
        {LIST_SORTS.filter((sort) => sort !== 'newest' || defaultSortLabel !== SORT_LABELS.newest).map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
      {/* Kept after hydration too (it applies what the form shows, as a change already has): it
          stood in the server's page, and taking it away moved the list up by a row on phones
          (Lighthouse CLS 0.11 on new arrivals). */}
      <button type="submit" className={styles.apply}>
        Apply
      </button>
    </div>
  );
}

interface FilterGroupsProps {
  options: ListOptions;
  /** The colours the list has. */
  colors: readonly string[];
  apply: (next: ListOptions) => void;
}

/** The filters: sizes in stock, colours and a price band, each change applied at once. */
function FilterGroups({ options, colors, apply }: FilterGroupsProps) {
  const sizes = options.sizes ?? [];
  const chosenColours = options.colors ?? [];
  const lower = new Set(chosenColours.map((color) => color.toLowerCase()));
  // A colour chosen in a shared link stays offered (to be unchosen) even when the list lacks it.
  const colourChoices = [...colors, ...chosenColours.filter((color) => !colors.some((c) => c.toLowerCase() === color.toLowerCase()))];
  const toggle = <T,>(list: readonly T[], value: T) => (list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value]);

  return (
    <div className={styles.groups}>
      <fieldset className={styles.group}>
        <legend>Size in stock</legend>
        <div className={styles.chips}>
          {FILTER_SIZES.map((size) => (
            <label key={size} className={styles.chip}>
              <input type="checkbox" name="size" value={size} checked={sizes.includes(size)} onChange={() => apply({ ...options, sizes: toggle(sizes, size) })} />
              <span>{size}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {colourChoices.length ? (
        <fieldset className={styles.group}>
          <legend>Colour</legend>
          <div className={styles.chips}>
            {colourChoices.map((color) => (
              <label key={color} className={styles.chip}>
                <input
                  type="checkbox"
                  name="color"
                  value={color}
                  checked={lower.has(color.toLowerCase())}
                  onChange={() =>
                    apply({
                      ...options,
                      colors: lower.has(color.toLowerCase()) ? chosenColours.filter((c) => c.toLowerCase() !== color.toLowerCase()) : [...chosenColours, color],
                    })
                  }
                />
                <span>{color}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <PriceFilter options={options} apply={apply} />
    </div>
  );
}

/** One price band, or any price. */
function PriceFilter({ options, apply }: { options: ListOptions; apply: (next: ListOptions) => void }) {
  return (
    <fieldset className={styles.group}>
      <legend>Price</legend>
      <div className={styles.chips}>
        <label className={styles.chip}>
          <input type="radio" name="price" value="" checked={!options.price} onChange={() => apply({ ...options, price: undefined })} />
          <span>Any price</span>
        </label>
        {PRICE_BAND_IDS.map((band: PriceBand) => (
          <label key={band} className={styles.chip}>
            <input type="radio" name="price" value={band} checked={options.price === band} onChange={() => apply({ ...options, price: band })} />
            <span>{PRICE_BANDS[band].label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What a filtered list that matched nothing says, with the way back. */
export function NoMatches({ options }: { options: ListOptions }) {
  const location = useLocation();
  return (
    <div className={styles.none}>
      <p>No products match these filters. Try another size, colour or price.</p>
      <Link className={styles.clear} to={{ search: searchWithOptions(location.search, { sort: options.sort }) }} preventScrollReset>
        Clear filters
      </Link>
    </div>
  );
}

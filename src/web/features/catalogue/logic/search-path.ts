import { SEARCH_MAX_LENGTH } from '../../../../shared/catalogue-options';

/** The results page of a search (beyond the spec: the home box shows only four hits). */
export const SEARCH_PATH = '/search';
/** The address's parameter holding what was typed, as a plain form's GET sends it. */
export const SEARCH_PARAM = 'q';

/** The results page's address for what a shopper typed: `/search?q=oversize+tee`. */
export function searchPath(text: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: text.trim() }).toString()}`;
}

/** The term a results page searches for: its `q`, trimmed and cut to what the API takes. */
export function searchTermFrom(params: URLSearchParams): string {
  return (params.get(SEARCH_PARAM) ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/** '12 products for "hodie"', '1 product for "red"': the results page's count line. */
export function searchCountText(count: number, term: string): string {
  return `${count} ${count === 1 ? 'product' : 'products'} for "${term}"`;
}

import { listOptionsFromSearch, listOptionsToSearch, type ListOptions } from '../../../../shared/listing-options';
import { groupIndian } from '../../../../shared/money';

/** The names of the address's sort and filter parameters, which a change of them replaces. */
const LIST_PARAMS = ['sort', 'size', 'color', 'price', 'page'] as const;

/** The sort and filters an address asks for. */
export function listOptionsOf(search: string | URLSearchParams): ListOptions {
  return listOptionsFromSearch(typeof search === 'string' ? new URLSearchParams(search) : search);
}

/**
 * The address's search part with other sort and filters: what else it holds (the upper-wear tab,
 * the search term) is kept, and the page goes, since a new order or filter starts on page 1.
 */
export function searchWithOptions(search: string | URLSearchParams, options: ListOptions): string {
  const next = new URLSearchParams(search);
  for (const name of LIST_PARAMS) next.delete(name);
  for (const [name, value] of listOptionsToSearch(options)) next.append(name, value);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** '1 product', '24 products'. */
export function productCountText(count: number): string {
  return `${groupIndian(count)} ${count === 1 ? 'product' : 'products'}`;
}

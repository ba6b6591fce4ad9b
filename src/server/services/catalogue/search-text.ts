import { sql, type SQL } from 'drizzle-orm';
import { listOptionsKey, type ListOptions } from '../../../shared/listing-options';

/**
 * The words shoppers use for each sub-category besides its own name: 'tee' and 'tshirt' find
 * every t-shirt. Kept in step with the backfill migration (0010_backfill_variant_search_text.sql).
 */
const SUB_CATEGORY_WORDS: Record<string, string> = {
  't-shirt': 't shirt tshirt tee',
  'oversize-t-shirt': 'oversize oversized t shirt tshirt tee',
  'regular-t-shirt': 'regular t shirt tshirt tee',
  hoodie: 'hoodie hoody',
  shacket: 'shacket jacket',
};

/** Lower-case letter and digit runs: all that search ever compares, so no input can break a query. */
function searchWords(input: string): string[] {
  // Marks (\p{M}) belong to their letters: Devanagari vowel signs must not split a Hindi word.
  return input.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/**
 * The words a variant is found by: product name, colour, the sub-category's words and tags, as
 * plain text (for trigram similarity) and as the full-text vector made from the same words.
 */
export function variantSearchFields(input: { name: string; color: string; subCategory: string; tags: readonly string[] }): {
  searchText: string;
  searchVector: SQL;
} {
  const subCategory = SUB_CATEGORY_WORDS[input.subCategory] ?? input.subCategory.replaceAll('-', ' ');
  const searchText = searchWords([input.name, input.color, subCategory, ...input.tags].join(' ')).join(' ');
  return { searchText, searchVector: sql`to_tsvector('simple', ${searchText})` };
}

/** At most this many words of a query count, each cut to this many characters. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * The words of what a shopper typed, as search compares them: lower case, letters and digits
 * only (anything else separates words), at most eight words of at most 40 characters.
 */
export function queryWords(input: string): string[] {
  return searchWords(input)
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/**
 * One word as a prefix tsquery ('hood' finds 'hoodie'). The word holds only letters and digits
 * (queryWords), so it cannot break the query syntax.
 */
export function prefixQuery(word: string): string {
  return `${word}:*`;
}

/**
 * What a search is cached under: the same text typed with other spaces or capitals is one search,
 * and the same sort and filters in any order are one too.
 */
export function searchKey(query: string, page: number, limit: number, options: ListOptions = {}): string {
  const extra = listOptionsKey(options);
  return `search:${query.trim().toLowerCase().replace(/\s+/g, ' ')}:${page}:${limit}${extra ? `:${extra}` : ''}`;
}

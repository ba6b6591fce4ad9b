import { sql, type SQL } from 'drizzle-orm';

/**
 * The words a variant is found by: product name, colour, sub-category (with its hyphens as
 * spaces, so 'oversize' finds 'oversize-t-shirt') and tags.
 */
export function variantSearchVector(input: { name: string; color: string; subCategory: string; tags: readonly string[] }): SQL {
  const words = [input.name, input.color, input.subCategory.replaceAll('-', ' '), ...input.tags].join(' ');
  return sql`to_tsvector('simple', ${words})`;
}

/**
 * Turns what a shopper typed into a prefix tsquery: every word must match the start of a
 * word ('hood' finds 'hoodie'). Anything that is not a letter or digit is dropped, so no
 * input can break the query syntax. Returns null when nothing searchable is left.
 */
export function toPrefixQuery(input: string): string | null {
  const words = input.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words) return null;
  return words
    .slice(0, 8)
    .map((word) => `${word.slice(0, 40)}:*`)
    .join(' & ');
}

import { and, asc, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants, variantSizes } from '../../db/schema';
import { TAGS } from '../../../shared/catalogue-options';
import { paiseToRupees } from '../../../shared/money';
import type { components } from '../../../api/schema.gen';
import { prefixQuery, queryWords } from './search-text';
import { normalizeListOptions, type ListOptions } from '../../../shared/listing-options';
import { productOrder, variantFilterCondition } from './list-options';

export type SearchPage = components['schemas']['SearchPage'];

/**
 * Words shorter than this match only as a prefix: one or two letters have too few trigrams for
 * a similarity to mean anything ('te' would be "like" half the catalogue).
 */
const FUZZY_MIN_LENGTH = 3;
/** How close a catalogue word must be to a typed one to be offered as a suggestion (pg_trgm's own default for %). */
const SUGGESTION_SIMILARITY = 0.3;
const MAX_SUGGESTIONS = 3;

/** What the popular-categories suggestion says for each sub-category: words that find it. */
const CATEGORY_SUGGESTION: Record<string, string> = {
  't-shirt': 't-shirt',
  'oversize-t-shirt': 'oversize tee',
  'regular-t-shirt': 'regular tee',
  hoodie: 'hoodie',
  shacket: 'shacket',
};

/**
 * A typed word matches a colour when it starts one of its words (full-text prefix: 'hood',
 * 'oversize') or is a near spelling of one (pg_trgm word similarity: 'hodie'). `<%` is true at
 * a word similarity of at least pg_trgm.word_similarity_threshold (0.6 unless a DBA changed
 * it) and is answered from the GIN trigram index, as `@@` is from the vector's GIN index.
 * Both databases run the same SQL: PostgreSQL (15 here) with its contrib pg_trgm 1.6, PGlite 0.5
 * (PostgreSQL 18) with the pg_trgm it ships as an extension (db/client.ts loads it); the
 * functions, operators and index support are the same on both.
 */
function wordMatch(word: string): { match: SQL; score: SQL } {
  const prefix = sql`${productVariants.searchVector} @@ to_tsquery('simple', ${prefixQuery(word)})`;
  if (word.length < FUZZY_MIN_LENGTH) return { match: prefix, score: sql`(case when ${prefix} then 1.0 else 0.0 end)` };
  return {
    match: sql`(${prefix} or ${word}::text <% ${productVariants.searchText})`,
    score: sql`(case when ${prefix} then 1.0 else word_similarity(${word}::text, ${productVariants.searchText}) end)`,
  };
}

/**
 * Colours (search hits are per variant, spec section 3) that every typed word finds, by prefix
 * or as a typo: whole-word prefix matches first, then the nearer spellings, then full-text rank
 * and newest. When nothing matches, the answer carries suggestions to search for instead.
 */
export async function searchVariants(db: Db, query: string, page: number, limit: number, options: ListOptions = {}): Promise<SearchPage> {
  const words = queryWords(query);
  if (words.length === 0) return { data: [], totalCount: 0, page, limit };
  const chosen = normalizeListOptions(options);
  const parts = words.map(wordMatch);
  const matches = and(eq(products.hidden, false), eq(productVariants.retired, false), ...parts.map((part) => part.match));
  const where = and(matches, variantFilterCondition(chosen));
  const score = sql.join(
    parts.map((part) => part.score),
    sql` + `,
  );
  const anyWord = words.map(prefixQuery).join(' | ');
  const rows = await db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      name: products.name,
      color: productVariants.color,
      image: sql<string | null>`${productVariants.images}[1]`,
      pricePaise: products.pricePaise,
      finalPricePaise: products.finalPricePaise,
      discount: products.discount,
      isAvailable: sql<boolean>`exists (select 1 from ${variantSizes} where ${variantSizes.variantId} = ${productVariants.id} and ${variantSizes.stock} > 0)`,
      totalCount: sql<number>`cast(count(*) over () as integer)`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(where)
    .orderBy(
      // A sort the shopper chose replaces relevance; position and id keep a product's colours in order.
      ...(chosen.sort
        ? productOrder(chosen.sort)
        : [desc(score), desc(sql`ts_rank(${productVariants.searchVector}, to_tsquery('simple', ${anyWord}))`), desc(products.createdAt)]),
      asc(productVariants.position),
      asc(productVariants.id),
    )
    .limit(limit)
    .offset((page - 1) * limit);

  let totalCount = rows[0]?.totalCount ?? 0;
  if (rows.length === 0 && page > 1) {
    // A page past the end has no row to carry count(*) over ().
    const [row] = await db
      .select({ count: sql<number>`cast(count(*) as integer)` })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(where);
    totalCount = row?.count ?? 0;
  }
  const hits = rows.map(({ pricePaise, finalPricePaise, totalCount: _total, ...hit }) => ({
    ...hit,
    price: paiseToRupees(pricePaise),
    finalPrice: paiseToRupees(finalPricePaise),
  }));
  const colors = page === 1 ? await hitColours(db, matches) : [];
  const withColours = page === 1 ? { colors } : {};
  if (totalCount > 0 || colors.length > 0) return { data: hits, totalCount, page, limit, ...withColours };
  return { data: hits, totalCount, page, limit, ...withColours, suggestions: await searchSuggestions(db, words) };
}

/** The colours among every hit of the words (filters aside): the choices of the results page's colour filter. */
async function hitColours(db: Db, matches: SQL | undefined): Promise<string[]> {
  const rows = await db
    .select({ color: sql<string>`min(${productVariants.color})` })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(matches)
    .groupBy(sql`lower(${productVariants.color})`)
    .orderBy(sql`lower(${productVariants.color})`);
  return rows.map((row) => row.color);
}

/**
 * What to search for instead of words that found nothing: the catalogue's own words nearest to
 * them by trigram similarity ('hodee' -> 'hoodie'), or, when none is near, the sub-categories
 * with the most products. Every suggestion finds something, being a word of a shown product.
 * The catalogue's words are read afresh (a scan of the shown colours): this runs only for a
 * search with no hits, and its answer is cached with the search.
 */
export async function searchSuggestions(db: Db, words: readonly string[]): Promise<string[]> {
  const vocabulary = db
    .selectDistinct({ word: sql<string>`regexp_split_to_table(${productVariants.searchText}, ' ')`.as('word') })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.hidden, false))
    .as('vocabulary');
  const nearness = sql<number>`greatest(${sql.join(
    words.map((word) => sql`similarity(${vocabulary.word}, ${word}::text)`),
    sql`, `,
  )})`;
  const near = await db
    .select({ word: vocabulary.word })
    .from(vocabulary)
    // The tags are words of the search text but not of the shop's language ('newarrival').
    .where(and(sql`length(${vocabulary.word}) >= ${FUZZY_MIN_LENGTH}`, notInArray(vocabulary.word, [...TAGS]), sql`${nearness} >= ${SUGGESTION_SIMILARITY}`))
    .orderBy(desc(nearness), asc(vocabulary.word))
    .limit(MAX_SUGGESTIONS);
  if (near.length > 0) return near.map((row) => row.word);

  const popular = await db
    .select({ subCategory: products.subCategory })
    .from(products)
    .where(eq(products.hidden, false))
    .groupBy(products.subCategory)
    .orderBy(desc(sql`count(*)`), asc(products.subCategory))
    .limit(MAX_SUGGESTIONS);
  return [...new Set(popular.map((row) => CATEGORY_SUGGESTION[row.subCategory] ?? row.subCategory.replaceAll('-', ' ')))];
}

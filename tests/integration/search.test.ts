import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../src/server/db/schema';
import { createCatalogueCache } from '../../src/server/services/catalogue/cache';
import { getProduct } from '../../src/server/services/catalogue/queries';
import { updateProductDetails } from '../../src/server/services/products/manage-products';
import { contractErrors } from './support/contract';
import { startTestShop, type TestShop } from './support/test-app';

// Typo-tolerant search on the embedded database and, with TEST_DATABASE_URL, on
// PostgreSQL: pg_trgm word similarity beside the full-text prefix match, on the seeded catalogue.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

const API = '/api/api/v1';

interface Hit {
  productId: string;
  variantId: string;
  name: string;
  color: string;
}

async function search(query: string, page = 1, limit = 50) {
  const url = `${API}/product/search?${new URLSearchParams({ query, page: String(page), limit: String(limit) }).toString()}`;
  const response = await shop.app.inject({ method: 'GET', url });
  const body = response.json();
  if (response.statusCode === 200) expect(contractErrors('searchProducts', 200, body)).toEqual([]);
  return { status: response.statusCode, body };
}

/** Every hit of a query, page after page of 8 (the results page's size). */
async function allHits(query: string): Promise<{ hits: Hit[]; totalCount: number }> {
  const hits: Hit[] = [];
  let totalCount = 0;
  for (let page = 1; page < 100; page += 1) {
    const { body } = await search(query, page, 8);
    totalCount = body.data.totalCount;
    hits.push(...body.data.data);
    if (body.data.data.length < 8) break;
  }
  return { hits, totalCount };
}

/** The sub-category of each hit's product. */
async function subCategoriesOf(hits: readonly Hit[]): Promise<string[]> {
  const rows = await shop.database.db.select({ id: products.id, subCategory: products.subCategory }).from(products);
  const byId = new Map(rows.map((row) => [row.id, row.subCategory]));
  return hits.map((hit) => byId.get(hit.productId)!);
}

async function visibleVariantsOf(subCategory: 'hoodie' | 'oversize-t-shirt'): Promise<number> {
  const [row] = await shop.database.db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.hidden, false), eq(products.subCategory, subCategory)));
  return row!.count;
}

describe('search with typos and partial words', () => {
  it("finds every hoodie colour, and nothing else, from the typo 'hodie'", async () => {
    const { hits, totalCount } = await allHits('hodie');
    const hoodies = await visibleVariantsOf('hoodie');
    expect(hoodies).toBeGreaterThan(0);
    expect(totalCount).toBe(hoodies);
    expect(hits).toHaveLength(hoodies);
    expect(new Set(await subCategoriesOf(hits))).toEqual(new Set(['hoodie']));
  });

  it("finds oversize t-shirts from 'oversize tee' and from the partial, misspelt 'oversise t'", async () => {
    const oversize = await visibleVariantsOf('oversize-t-shirt');
    expect(oversize).toBeGreaterThan(0);
    for (const query of ['oversize tee', 'oversise t', 'OVERSIZ  tshirt']) {
      const { hits, totalCount } = await allHits(query);
      expect(totalCount, query).toBe(oversize);
      expect(new Set(await subCategoriesOf(hits)), query).toEqual(new Set(['oversize-t-shirt']));
    }
  });

  it('puts whole-word prefix matches before near spellings', async () => {
    // 'hood' starts 'hoodie' in every hoodie; a near spelling never outranks them.
    const { hits } = await allHits('hood');
    const kinds = await subCategoriesOf(hits);
    expect(kinds.length).toBeGreaterThan(0);
    const firstOther = kinds.findIndex((kind) => kind !== 'hoodie');
    if (firstOther !== -1) expect(kinds.slice(firstOther).every((kind) => kind !== 'hoodie')).toBe(true);
  });
});

describe('staff edits', () => {
  it('are found at once, typos included: a renamed product is searched by its new words', async () => {
    const [row] = await shop.database.db.select({ id: products.id }).from(products).where(and(eq(products.hidden, false), eq(products.subCategory, 'shacket'))).limit(1);
    const product = (await getProduct(shop.database.db, row!.id))!;
    expect((await search('windcheeter', 1, 4)).body.data.totalCount).toBe(0);
    // A cache of its own: its write notifies the shop's cache, as another app server's would.
    const cache = await createCatalogueCache(shop.database);
    try {
      await updateProductDetails({ db: shop.database.db, cache }, product._id, {
        name: 'Zanzibar Windcheater Shacket',
        description: product.description,
        price: product.price,
        discount: product.discount,
        category: product.category,
        subCategory: product.subCategory,
        returnPolicy: product.returnPolicy,
        tags: product.tags,
        codAvailable: product.codAvailable,
      });
    } finally {
      await cache.close();
    }
    await expect.poll(async () => (await search('windcheeter', 1, 4)).body.data.data.map((hit: Hit) => hit.productId)).toContain(product._id);
    const { body } = await search('windcheeter', 1, 50);
    expect(body.data.totalCount).toBe(product.variants.length);
  });
});

describe('paging', () => {
  it('pages every hit once, eight at a time, with the total on every page', async () => {
    const first = await search('tee', 1, 8);
    const total = first.body.data.totalCount;
    expect(total).toBeGreaterThan(16);
    const { hits } = await allHits('tee');
    expect(hits).toHaveLength(total);
    expect(new Set(hits.map((hit) => hit.variantId)).size).toBe(total);

    const second = await search('tee', 2, 8);
    expect(second.body.data).toMatchObject({ page: 2, limit: 8, totalCount: total });
    expect(second.body.data.data).toEqual(hits.slice(8, 16));

    // Past the end: no hits, the total still known, and no suggestions (the search did match).
    const past = await search('tee', Math.ceil(total / 8) + 1, 8);
    expect(past.body.data.data).toEqual([]);
    expect(past.body.data.totalCount).toBe(total);
    expect(past.body.data.suggestions).toBeUndefined();
  });
});

describe('no hits', () => {
  it("answers 'kurta' with nothing and up to three suggestions, each of which finds something", async () => {
    for (const query of ['kurta', 'zzqxv nothing like this']) {
      const { status, body } = await search(query, 1, 4);
      expect(status).toBe(200);
      expect(body.data.data).toEqual([]);
      expect(body.data.totalCount).toBe(0);
      const suggestions: string[] = body.data.suggestions;
      expect(suggestions.length, query).toBeGreaterThan(0);
      expect(suggestions.length).toBeLessThanOrEqual(3);
      for (const word of suggestions) {
        expect((await search(word, 1, 4)).body.data.totalCount, `${query} -> ${word}`).toBeGreaterThan(0);
      }
    }
  });

  it('suggests the nearest catalogue word for a typo too far to match', async () => {
    // 'hoddie' shares too few trigrams with 'hoodie' to match (word similarity 0.57 < 0.6), but is near it.
    const { body } = await search('hoddie', 1, 4);
    expect(body.data.totalCount).toBe(0);
    expect(body.data.suggestions).toContain('hoodie');
  });

  it('suggests the largest sub-categories when no catalogue word is near', async () => {
    const { body } = await search('zzqxv', 1, 4);
    const largest = await shop.database.db
      .select({ subCategory: products.subCategory })
      .from(products)
      .where(eq(products.hidden, false))
      .groupBy(products.subCategory)
      .orderBy(sql`count(*) desc`, products.subCategory)
      .limit(1);
    const words: Record<string, string> = { 't-shirt': 't-shirt', 'oversize-t-shirt': 'oversize tee', 'regular-t-shirt': 'regular tee', hoodie: 'hoodie', shacket: 'shacket' };
    expect(body.data.suggestions[0]).toBe(words[largest[0]!.subCategory]);
  });
});

describe('bad input', () => {
  it('answers empty and blank queries with no hits and no suggestions', async () => {
    for (const query of ['', '   ', '!!!', '%_%']) {
      const { status, body } = await search(query, 1, 4);
      expect(status, query).toBe(200);
      expect(body.data, query).toEqual({ data: [], totalCount: 0, page: 1, limit: 4 });
    }
  });

  it('refuses a query of 500 characters with a 400 that names the query', async () => {
    const { status, body } = await search('hoodie '.repeat(72).slice(0, 500));
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(body.message).toMatch(/query/);
    // 100 characters is the limit, and many words are fine.
    const longest = await search('a b c d e f g h i j k l hoodie '.repeat(4).slice(0, 100));
    expect(longest.status).toBe(200);
  });

  it('is not confused by SQL or query syntax: never a 500', async () => {
    for (const query of ["hoodie' or 1=1 --", "'; drop table products; --", 'hood:* | !tee', '(:*)', '\\\\', 'hoodie%', '<% %> <<%', '🙂 hoodie']) {
      const { status, body } = await search(query, 1, 4);
      expect(status, query).toBe(200);
      expect(body.success).toBe(true);
    }
    // The words in them still count: the quote and the comment marks are only separators.
    expect((await search("hoodie' or 1=1 --", 1, 4)).body.data.totalCount).toBe(0);
    expect((await search('hoodie%', 1, 4)).body.data.totalCount).toBe(await visibleVariantsOf('hoodie'));
    const [row] = await shop.database.db.select({ count: sql<number>`cast(count(*) as integer)` }).from(products);
    expect(row!.count).toBeGreaterThan(0);
  });
});

describe('indexes', () => {
  /** Rows of a raw query, whichever driver answered (both put them in `rows`). */
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

  it('has pg_trgm and a GIN trigram index on the search text, used for near spellings', async () => {
    const db = shop.database.db;
    expect(rowsOf(await db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`))).toHaveLength(1);
    const [index] = rowsOf<{ indexdef: string }>(await db.execute(sql`select indexdef from pg_indexes where indexname = 'product_variants_search_text_idx'`));
    expect(index?.indexdef).toMatch(/USING gin \(search_text gin_trgm_ops\)/);
    // On a catalogue this small the planner would rather read the table; with that ruled out it
    // must be able to answer `<%` from the trigram index.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<Record<string, string>>(await tx.execute(sql`explain select id from product_variants where 'hodie' <% search_text`));
    });
    expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain('product_variants_search_text_idx');
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants, variantSizes } from '../../src/server/db/schema';
import { PRICE_BANDS, type ListSort } from '../../src/shared/listing-options';
import { signUp } from './support/accounts';
import { contractErrors } from './support/contract';
import { startTestShop, type TestShop } from './support/test-app';

// Sort and filters of the listings and the search page on the embedded database and,
// with TEST_DATABASE_URL, on PostgreSQL, against the seeded catalogue: every answer is checked
// against what the tables say, computed here in plain TypeScript.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

const API = '/api/api/v1';

interface Card {
  _id: string;
  variantId: string;
  color: string;
  finalPrice: number;
  discount: number;
}

async function get(url: string) {
  const response = await shop.app.inject({ method: 'GET', url: `${API}${url}` });
  return { status: response.statusCode, body: response.json() };
}

/** Every product of a list call, page after page of 8, checked against the contract. */
async function allOf(path: string, query: string, operation = 'listProductsByTag'): Promise<{ cards: Card[]; totalCount: number; colors: string[] }> {
  const cards: Card[] = [];
  let totalCount = -1;
  let colors: string[] = [];
  for (let page = 1; page < 200; page += 1) {
    const { status, body } = await get(`${path}?page=${page}&limit=8${query ? `&${query}` : ''}`);
    expect(status, query).toBe(200);
    expect(contractErrors(operation as 'listProductsByTag', 200, body)).toEqual([]);
    if (page === 1) colors = body.data.colors;
    else expect(body.data.colors).toBeUndefined();
    if (totalCount >= 0) expect(body.data.totalCount).toBe(totalCount);
    totalCount = body.data.totalCount;
    cards.push(...body.data.products);
    if (body.data.products.length < 8) break;
  }
  expect(cards).toHaveLength(totalCount);
  expect(new Set(cards.map((card) => card._id)).size).toBe(cards.length);
  return { cards, totalCount, colors };
}

interface Row {
  id: string;
  tags: string[];
  subCategory: string;
  finalPrice: number;
  discount: number;
  createdAt: Date;
  averageRating: number;
  variants: { id: string; color: string; inStock: Set<string> }[];
}

/** The catalogue as plain objects, to compute what a list should hold without SQL. */
async function catalogue(): Promise<Row[]> {
  const db = shop.database.db;
  const rows = await db.select().from(products).where(eq(products.hidden, false));
  const variants = await db.select().from(productVariants);
  const sizes = await db.select().from(variantSizes);
  return rows.map((row) => ({
    id: row.id,
    tags: row.tags,
    subCategory: row.subCategory,
    finalPrice: row.finalPricePaise / 100,
    discount: row.discount,
    createdAt: row.createdAt,
    averageRating: row.averageRating,
    variants: variants
      .filter((variant) => variant.productId === row.id)
      .map((variant) => ({
        id: variant.id,
        color: variant.color,
        inStock: new Set(sizes.filter((size) => size.variantId === variant.id && size.stock > 0).map((size) => size.size)),
      })),
  }));
}

const newestFirst = (a: Row, b: Row) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

describe('sort', () => {
  const expected: Record<ListSort, (a: Row, b: Row) => number> = {
    newest: newestFirst,
    'price-asc': (a, b) => a.finalPrice - b.finalPrice || newestFirst(a, b),
    'price-desc': (a, b) => b.finalPrice - a.finalPrice || newestFirst(a, b),
    discount: (a, b) => b.discount - a.discount || newestFirst(a, b),
    rating: (a, b) => b.averageRating - a.averageRating || newestFirst(a, b),
  };

  it('orders every page of new arrivals by each sort, ties newest first, the pages never overlapping', async () => {
    const rows = (await catalogue()).filter((row) => row.tags.includes('newarrival'));
    expect(rows.length).toBeGreaterThan(8);
    for (const sort of Object.keys(expected) as ListSort[]) {
      const { cards } = await allOf('/product/tags/newarrival', `sort=${sort}`);
      expect(cards.map((card) => card._id), sort).toEqual([...rows].sort(expected[sort]).map((row) => row.id));
    }
    // Without a sort the spec's order: the same as newest.
    const plain = await allOf('/product/tags/newarrival', '');
    expect(plain.cards.map((card) => card._id)).toEqual([...rows].sort(newestFirst).map((row) => row.id));
  });

  it('keeps the rating sort in step with new reviews', async () => {
    const { cards: before } = await allOf('/product/category/upperwear', 'sort=rating', 'listProductsByCategory');
    const last = before[before.length - 1]!;
    const { browser } = await signUp(shop);
    const reviewed = await browser.post(`/product/${last._id}/addreview`, { rating: 5, comment: 'Best tee I own.' });
    expect(reviewed.status).toBe(200);
    const rows = await catalogue();
    const row = rows.find((entry) => entry.id === last._id)!;
    // The stored average is the product page's average.
    const page = await get(`/product/product/${last._id}`);
    expect(row.averageRating).toBeCloseTo(page.body.data.averageRating, 1);
    expect(row.averageRating).toBeGreaterThan(0);
    const { cards: after } = await allOf('/product/category/upperwear', 'sort=rating', 'listProductsByCategory');
    expect(after.map((card) => card._id)).toEqual(rows.sort(expected.rating).map((entry) => entry.id));
    expect(after.findIndex((card) => card._id === last._id)).toBeLessThan(before.length - 1);
  });

  it('sorts the search results page, relevance when no sort is asked for', async () => {
    const relevance = await get('/product/search?query=tee&page=1&limit=50');
    const byPrice = await get('/product/search?query=tee&page=1&limit=50&sort=price-asc');
    expect(contractErrors('searchProducts', 200, byPrice.body)).toEqual([]);
    expect(byPrice.body.data.totalCount).toBe(relevance.body.data.totalCount);
    const prices = byPrice.body.data.data.map((hit: { finalPrice: number }) => hit.finalPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byDiscount = await get('/product/search?query=hoodie&page=1&limit=50&sort=discount');
    const discounts = byDiscount.body.data.data.map((hit: { discount: number }) => hit.discount);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
  });
});

describe('filters', () => {
  it('lists only products with a chosen size in stock', async () => {
    const rows = (await catalogue()).filter((row) => row.tags.includes('trending'));
    const want = rows.filter((row) => row.variants.some((variant) => variant.inStock.has('XXL') || variant.inStock.has('M')));
    const { cards, totalCount } = await allOf('/product/tags/trending', 'size=XXL&size=M');
    expect(totalCount).toBe(want.length);
    expect(new Set(cards.map((card) => card._id))).toEqual(new Set(want.map((row) => row.id)));
  });

  it('leaves a product out once its last chosen size sells out', async () => {
    const rows = await catalogue();
    const target = rows.find((row) => row.tags.includes('trending') && row.variants.some((variant) => variant.inStock.has('L')))!;
    const before = await allOf('/product/tags/trending', 'size=L');
    expect(before.cards.map((card) => card._id)).toContain(target.id);
    // L sold out in every colour, as orders would leave it.
    for (const variant of target.variants) {
      await shop.database.db.update(variantSizes).set({ stock: 0 }).where(and(eq(variantSizes.variantId, variant.id), eq(variantSizes.size, 'L')));
    }
    // An order announces only its products (productsChanged); size-filtered lists go with them.
    await shop.app.catalogueCache.productsChanged([target.id]);
    const after = await allOf('/product/tags/trending', 'size=L');
    expect(after.cards.map((card) => card._id)).not.toContain(target.id);
    expect(after.totalCount).toBe(before.totalCount - 1);
  });

  it('filters by colour whatever its case, shows that colour on the card, and names the colours on page 1', async () => {
    const rows = (await catalogue()).filter((row) => row.subCategory === 'hoodie');
    const colours = new Set(rows.flatMap((row) => row.variants.map((variant) => variant.color)));
    const { colors } = await allOf('/product/subcategory/hoodie/upperwear', '', 'listProductsBySubCategories');
    expect(new Set(colors)).toEqual(colours);
    const colour = [...colours].sort()[0]!;
    const want = rows.filter((row) => row.variants.some((variant) => variant.color === colour));
    const { cards } = await allOf('/product/subcategory/hoodie/upperwear', `color=${encodeURIComponent(colour.toUpperCase())}`, 'listProductsBySubCategories');
    expect(new Set(cards.map((card) => card._id))).toEqual(new Set(want.map((row) => row.id)));
    for (const card of cards) expect(card.color).toBe(colour);
  });

  it('asks size and colour of the same colour', async () => {
    const rows = (await catalogue()).filter((row) => row.tags.includes('newarrival'));
    const colour = rows[0]!.variants[0]!.color;
    const want = rows.filter((row) => row.variants.some((variant) => variant.color === colour && variant.inStock.has('XL')));
    const { cards } = await allOf('/product/tags/newarrival', `color=${encodeURIComponent(colour)}&size=XL`);
    expect(new Set(cards.map((card) => card._id))).toEqual(new Set(want.map((row) => row.id)));
  });

  it('narrows to a price band of the final price, combined with a sort and the upper-wear tabs', async () => {
    const rows = await catalogue();
    for (const [band, { min, max }] of Object.entries(PRICE_BANDS)) {
      const inBand = (row: Row) => row.finalPrice >= min && (max === null || row.finalPrice <= max);
      const tees = rows.filter((row) => ['t-shirt', 'oversize-t-shirt', 'regular-t-shirt'].includes(row.subCategory) && inBand(row));
      const { cards } = await allOf(
        '/product/subcategory/t-shirt,oversize-t-shirt,regular-t-shirt/upperwear',
        `price=${band}&sort=price-desc`,
        'listProductsBySubCategories',
      );
      expect(cards.map((card) => card._id), band).toEqual(
        tees.sort((a, b) => b.finalPrice - a.finalPrice || newestFirst(a, b)).map((row) => row.id),
      );
    }
  });

  it('filters search hits by their own colour and stock, keeping suggestions for words that find nothing', async () => {
    const all = await get('/product/search?query=hoodie&page=1&limit=50');
    const colour = all.body.data.colors[0] as string;
    const filtered = await get(`/product/search?query=hoodie&page=1&limit=50&color=${encodeURIComponent(colour)}`);
    expect(contractErrors('searchProducts', 200, filtered.body)).toEqual([]);
    expect(filtered.body.data.totalCount).toBeGreaterThan(0);
    for (const hit of filtered.body.data.data) expect(hit.color.toLowerCase()).toBe(colour.toLowerCase());
    const sized = await get('/product/search?query=hoodie&page=1&limit=50&size=XXL');
    const [variantIds] = [sized.body.data.data.map((hit: { variantId: string }) => hit.variantId)];
    for (const id of variantIds) {
      const [row] = await shop.database.db.select().from(variantSizes).where(and(eq(variantSizes.variantId, id), eq(variantSizes.size, 'XXL')));
      expect(row!.stock).toBeGreaterThan(0);
    }
    // Filters that match nothing: no suggestions (the words did find something).
    const none = await get('/product/search?query=hoodie&page=1&limit=8&price=under-500&color=No%20Such%20Colour');
    expect(none.body.data.totalCount).toBe(0);
    expect(none.body.data.suggestions).toBeUndefined();
    const typo = await get('/product/search?query=kurta&page=1&limit=8&sort=rating');
    expect(typo.body.data.totalCount).toBe(0);
    expect(typo.body.data.suggestions.length).toBeGreaterThan(0);
  });

  it('refuses values the contract does not know', async () => {
    for (const query of ['sort=cheapest', 'size=S', 'size=XXXL', 'price=free', 'color=', `color=${'x'.repeat(41)}`]) {
      const { status, body } = await get(`/product/tags/newarrival?page=1&limit=8&${query}`);
      expect(status, query).toBe(400);
      expect(body.success).toBe(false);
    }
  });
});

describe('indexes on 10,000 products', () => {
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

  it('answers every listing, sort and filter reading a bounded number of rows, in the plans the database picks', async () => {
    const db = shop.database.db;
    // Ten thousand more products (two colours, four sizes each) in this file's own database copy.
    await db.execute(sql`
      insert into products (name, description, price_paise, discount, final_price_paise, category, sub_category, tags, created_at)
      select 'Bulk Tee ' || n, 'A tee', 99900 + (n % 20) * 10000, n % 60, (99900 + (n % 20) * 10000) * (100 - n % 60) / 10000 * 100,
        'upperwear', (array['t-shirt','oversize-t-shirt','regular-t-shirt','hoodie','shacket'])[1 + n % 5],
        case when n % 3 = 0 then array['newarrival'] when n % 3 = 1 then array['trending'] else array['lowsell'] end,
        now() - (n || ' minutes')::interval
      from generate_series(1, 10000) as n`);
    await db.execute(sql`
      insert into product_variants (product_id, color, images, position, search_vector, search_text)
      select p.id, c.color, '{}', c.position, to_tsvector('simple', lower(p.name || ' ' || c.color)), lower(p.name || ' ' || c.color)
      from products p cross join (values ('Navy', 0), ('Jet Black', 1)) as c(color, position)
      where p.name like 'Bulk Tee %'`);
    await db.execute(sql`
      insert into variant_sizes (variant_id, size, stock)
      select v.id, s.size, (abs(hashtext(v.id::text || s.size)) % 3)
      from product_variants v join products p on p.id = v.product_id cross join (values ('M'), ('L'), ('XL'), ('XXL')) as s(size)
      where p.name like 'Bulk Tee %'`);
    await db.execute(sql`analyze products`);
    await db.execute(sql`analyze product_variants`);
    await db.execute(sql`analyze variant_sizes`);
    const [count] = rowsOf<{ count: number }>(await db.execute(sql`select cast(count(*) as integer) as count from products`));
    expect(count!.count).toBeGreaterThanOrEqual(10_000);

    // The statements the shop sends for each list call, caught by a logger on the same connection.
    const { listProducts } = await import('../../src/server/services/catalogue/queries');
    const { searchVariants } = await import('../../src/server/services/catalogue/search');
    const captured: { query: string; params: unknown[] }[] = [];
    const logger = { logQuery: (query: string, params: unknown[]) => captured.push({ query, params }) };
    const client = (db as unknown as { $client: unknown }).$client;
    const schema = await import('../../src/server/db/schema');
    const logged =
      shop.kind === 'postgres'
        ? (await import('drizzle-orm/node-postgres')).drizzle(client as never, { schema, logger })
        : (await import('drizzle-orm/pglite')).drizzle(client as never, { schema, logger });
    const asked = [
      () => listProducts(logged as never, { tag: 'newarrival' }, 1, 8),
      () => listProducts(logged as never, { tag: 'newarrival' }, 3, 8, { sort: 'price-asc', sizes: ['M', 'XL'] }),
      () => listProducts(logged as never, { tag: 'trending' }, 1, 8, { sort: 'discount', colors: ['navy'], price: '500-999' }),
      () => listProducts(logged as never, { category: 'upperwear' }, 1, 8, { sort: 'rating' }),
      () => listProducts(logged as never, { category: 'upperwear', subCategories: ['hoodie'] }, 2, 8, { sort: 'price-desc', price: '2000-plus', sizes: ['L'] }),
      () => listProducts(logged as never, { category: 'upperwear', subCategories: ['t-shirt', 'oversize-t-shirt'] }, 500, 8, { sort: 'newest' }),
      () => searchVariants(logged as never, 'bulk tee', 1, 8, { sort: 'price-asc', sizes: ['XXL'], colors: ['Navy'], price: '1000-1499' }),
    ];
    for (const ask of asked) await ask();
    expect(captured.length).toBeGreaterThan(10);

    // Each statement as the database really runs it (its own planner's choice, nothing disabled,
    // on PostgreSQL and on PGlite alike): the rows its scans of the product tables touched, those
    // returned and those read and thrown away (a filter, a recheck), loops included. A listing
    // counts its whole match (count(*) over ()), so its list and colour statements may read the
    // product tables once, never again per row; the statements of the page's 8 cards read their
    // own rows through an index, which a missing index turns into a scan of a whole table.
    const [sizes] = rowsOf<{ count: number }>(
      await db.execute(sql`select cast((select count(*) from products) + (select count(*) from product_variants) + (select count(*) from variant_sizes) as integer) as count`),
    );
    const onePass = sizes!.count;
    const perPage = 200;
    for (const { query, params } of captured) {
      const read = rowsRead(await explainAnalyze(query, params));
      const ofThePage = /"product_variants"\."product_id" in \(\$1, \$2, \$3, \$4, \$5, \$6, \$7, \$8\)/.test(query);
      expect(read, query).toBeLessThanOrEqual(ofThePage ? perPage : onePass);
    }
  });

  interface PlanNode {
    'Node Type': string;
    'Relation Name'?: string;
    'Actual Rows'?: number;
    'Actual Loops'?: number;
    'Rows Removed by Filter'?: number;
    'Rows Removed by Index Recheck'?: number;
    'Rows Removed by Join Filter'?: number;
    Plans?: PlanNode[];
  }

  /** Rows the scans of the product tables touched, over the whole plan. */
  function rowsRead(node: PlanNode): number {
    const own = ['products', 'product_variants', 'variant_sizes'].includes(node['Relation Name'] ?? '')
      ? ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * (node['Actual Loops'] ?? 1)
      : 0;
    return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child), 0);
  }

  /** EXPLAIN ANALYZE of a statement with its parameters, on one connection, as the planner chooses. */
  async function explainAnalyze(query: string, params: unknown[]): Promise<PlanNode> {
    const client = (shop.database.db as unknown as { $client: { query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> } }).$client;
    const result = await client.query(`explain (analyze, buffers, format json) ${query}`, params);
    const cell = Object.values(result.rows[0]!)[0];
    const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
    return plan.Plan;
  }
});

import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStorefrontBuilt } from '../../src/server/cli/storefront-build';
import { products } from '../../src/server/db/schema';
import { WEB_ROOT } from '../../src/server/runtime';
import { getProduct, listProducts } from '../../src/server/services/catalogue/queries';
import { searchVariants } from '../../src/server/services/catalogue/search';
import { OG_IMAGE_MAX_BYTES } from '../../src/server/ssr/og-image';
import { PROFILE, signUp } from './support/accounts';
import { draftFor, stockedLine } from './support/order-shop';
import { startTestShop, type TestShop } from './support/test-app';

let shop: TestShop;

beforeAll(async () => {
  // The real storefront build (client and server entry), made once if missing or stale.
  expect(ensureStorefrontBuilt()).toBe(true);
  // Orders are placed in one test (My Orders): a postal lookup that knows nothing, as the order files have.
  shop = await startTestShop({ webRoot: WEB_ROOT, deps: { paymentSweepMs: 0, postal: { lookup: async () => null } } });
}, 300_000);
afterAll(async () => {
  await shop?.close();
});

const page = (url: string, headers: Record<string, string> = { accept: 'text/html' }) => shop.app.inject({ method: 'GET', url, headers });

function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key.replace(/[:]/g, '\\:')}" content="([^"]*)"`).exec(html)?.[1];
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

async function firstProduct() {
  const list = await listProducts(shop.database.db, { tag: 'newarrival' }, 1, 8);
  const card = list.products[0]!;
  return { card, detail: (await getProduct(shop.database.db, card._id))!, path: `/display/${card._id}/${card.variantId}` };
}

describe('a product page', () => {
  it('carries its head tags and JSON-LD, as the database has the product', async () => {
    const { detail, path } = await firstProduct();
    const answer = await page(path);
    expect(answer.statusCode).toBe(200);
    const html = answer.body;
    expect(html).toContain(`<title>${detail.name} · Bhopal Threads</title>`);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'product:price:amount')).toBe(String(detail.finalPrice));
    expect(metaContent(html, 'product:price:currency')).toBe('INR');
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(/<link rel="canonical" href="([^"]+)">/.exec(html)?.[1]).toMatch(new RegExp(`${path}$`));
    // The product's name and price are in the page itself, not only after scripts run.
    expect(html).toContain(`<div id="root">`);
    expect(html.slice(html.indexOf('<div id="root">'))).toContain(detail.name);

    const ld = jsonLd(html);
    const product = ld.find((entry) => entry['@type'] === 'Product') as {
      name: string;
      offers: { price: number; priceCurrency: string; availability: string };
      aggregateRating?: { ratingValue: number; ratingCount: number };
    };
    expect(product.name).toBe(detail.name);
    expect(product.offers.price).toBe(detail.finalPrice);
    expect(product.offers.priceCurrency).toBe('INR');
    const variant = detail.variants[0]!;
    expect(product.offers.availability).toBe(variant.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
    const rated = detail.reviews.filter((review) => review.rating > 0).length;
    if (rated > 0) expect(product.aggregateRating).toMatchObject({ ratingValue: detail.averageRating, ratingCount: rated });
    else expect(product.aggregateRating).toBeUndefined();
    expect(ld.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('has a 1200x630 JPEG preview under 300 KB', async () => {
    const { card } = await firstProduct();
    const answer = await page(`/og/product/${card._id}.jpg`, {});
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.rawPayload.length).toBeLessThan(OG_IMAGE_MAX_BYTES);
    const { default: sharp } = await import('sharp');
    expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
  });

  it('answers 404 with the not-found screen for a missing or hidden product', async () => {
    const missing = await page('/display/00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('This piece is not in the shop');
  });
});

describe("each page's largest picture", () => {
  /** The first <link rel="preload" as="image"> of the head, and whether it comes before every script and stylesheet. */
  function heroPreload(html: string) {
    const head = html.slice(0, html.indexOf('</head>'));
    const match = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)">/.exec(head);
    const firstAsset = head.search(/<script\b|<style\b|<link rel="(?:stylesheet|modulepreload)"/);
    return match ? { href: match[1]!.replace(/&amp;/g, '&'), srcset: match[2]!.replace(/&amp;/g, '&'), early: match.index < firstAsset } : null;
  }

  it('is preloaded at high priority ahead of the scripts and styles, as its <img> asks for it', async () => {
    const { detail, card, path } = await firstProduct();
    const variant = detail.variants.find((entry) => entry._id === card.variantId)!;
    const productHtml = (await page(path)).body;
    const product = heroPreload(productHtml);
    expect(product).toMatchObject({ early: true });
    expect(product!.href).toContain(variant.images[0]!);
    // The same address and srcset as the gallery's <img>: otherwise the browser fetches it twice.
    expect(productHtml).toContain(`src="${product!.href.replace(/&/g, '&amp;')}" srcSet="${product!.srcset.replace(/&/g, '&amp;')}"`);

    const list = await listProducts(shop.database.db, { tag: 'newarrival' }, 1, 8);
    const listing = heroPreload((await page('/new-arrivals')).body);
    expect(listing).toMatchObject({ early: true });
    expect(listing!.href).toContain(list.products[0]!.images[0]!);

    const home = heroPreload((await page('/')).body);
    expect(home).toMatchObject({ early: true });
    expect(home!.href).toMatch(/\/document\/banner-/);
    // Pages whose first screen is not a picture, and not-found pages, preload none.
    expect(heroPreload((await page('/faquetions')).body)).toBeNull();
    expect(heroPreload((await page('/no-such-page')).body)).toBeNull();
  });
});

describe("a page's scripts", () => {
  it('wait in a template for boot.ts on pages that open with a large picture, and load at once after it on others', async () => {
    const { path } = await firstProduct();
    for (const url of ['/', '/new-arrivals', path]) {
      const html = (await page(url)).body;
      const head = html.slice(0, html.indexOf('</head>'));
      const template = /<template id="deferred-scripts">(.*?)<\/template>/.exec(head);
      expect(template, url).not.toBeNull();
      // The app's entry and every module preload (the shop's and the screen's) are in it, inert.
      expect(template![1], url).toMatch(/^<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
      expect(template![1]!.match(/<link rel="modulepreload"/g)?.length, url).toBeGreaterThan(4);
      const outside = head.replace(template![0], '');
      expect(outside, url).not.toMatch(/<link rel="modulepreload"|<script type="module" crossorigin src="\/assets\/index-/);
      // The one script that runs: boot.ts, at low priority, after the picture's preload.
      const boots = [...outside.matchAll(/<script type="module" crossorigin fetchpriority="low" src="\/assets\/boot-[\w-]+\.js"><\/script>/g)];
      expect(boots.length, url).toBe(1);
      expect(outside.indexOf('<link rel="preload" as="image" fetchpriority="high"'), url).toBeLessThan(boots[0]!.index);
    }
    for (const url of ['/terms', '/no-such-page']) {
      const html = (await page(url)).body;
      expect(html, url).not.toContain('<template id="deferred-scripts">');
      // boot.ts first (module scripts run in the order written), to keep a tap made before the app runs.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, url).toMatch(/<script type="module" crossorigin src="\/assets\/boot-[\w-]+\.js"><\/script><script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
      expect(head.match(/\/assets\/boot-/g), url).toHaveLength(1);
    }
  });
});

describe("a page's stylesheets", () => {
  const policyOf = (header: unknown) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((part) => {
          const [name, ...sources] = part.trim().split(/\s+/);
          return [name, sources];
        }),
    ) as Record<string, string[]>;

  it('are in its head, each allowed by its hash in the page\'s own policy, with no stylesheet to fetch first', async () => {
    const { path } = await firstProduct();
    for (const url of ['/', '/new-arrivals', path, '/terms', '/no-such-page']) {
      // Twice: the rendered page and the kept one send the same policy.
      for (const answer of [await page(url), await page(url)]) {
        const head = answer.body.slice(0, answer.body.indexOf('</head>'));
        expect(head, url).not.toMatch(/<link rel="stylesheet"/);
        const styles = [...head.matchAll(/<style data-href="(\/assets\/[\w.-]+\.css)">([^<]*)<\/style>/g)];
        // The shop-wide stylesheet first, then the screen's own.
        expect(styles[0]?.[1], url).toMatch(/^\/assets\/index-[\w-]+\.css$/);
        const policy = policyOf(answer.headers['content-security-policy']);
        const allowed = styles.map(([, , text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
        expect(policy['style-src'], url).toEqual(["'self'", ...new Set(allowed)]);
        expect(policy['script-src'], url).toEqual(["'self'"]);
        expect(String(answer.headers['content-security-policy']), url).not.toContain('unsafe');
      }
    }
    // The product page has its screen's stylesheet as well as the shop's.
    expect((await page(path)).body).toMatch(/<style data-href="\/assets\/product-page-[\w-]+\.css">/);
  });

  it('are inline for a signed-in shopper too, with the same policy', async () => {
    const { browser } = await signUp(shop);
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const answer = await page('/cart', { accept: 'text/html', cookie });
    const styles = [...answer.body.matchAll(/<style data-href="[^"]+">([^<]*)<\/style>/g)];
    expect(styles.length).toBeGreaterThan(0);
    const policy = policyOf(answer.headers['content-security-policy']);
    for (const [, text] of styles) expect(policy['style-src']).toContain(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
  });
});

describe('listings and home', () => {
  it('list the first page as an ItemList, and the home page names the shop and its search', async () => {
    const list = await listProducts(shop.database.db, { tag: 'trending' }, 1, 8);
    const trending = jsonLd((await page('/trending')).body).find((entry) => entry['@type'] === 'ItemList') as { itemListElement: { name: string }[] };
    expect(trending.itemListElement.map((item) => item.name)).toEqual(list.products.map((card) => card.name));
    // Its link preview is the first product's 1200x630 card, which the shop serves as a JPEG.
    const trendingHtml = (await page('/trending')).body;
    const preview = new URL(metaContent(trendingHtml, 'og:image')!);
    expect(preview.pathname).toBe(`/og/product/${list.products[0]!._id}.jpg`);
    expect([metaContent(trendingHtml, 'og:image:width'), metaContent(trendingHtml, 'og:image:height')]).toEqual(['1200', '630']);
    const previewAnswer = await shop.app.inject({ method: 'GET', url: preview.pathname });
    expect(previewAnswer.headers['content-type']).toBe('image/jpeg');

    const home = jsonLd((await page('/')).body);
    expect(home.find((entry) => entry['@type'] === 'Organization')).toBeDefined();
    expect(home.find((entry) => entry['@type'] === 'WebSite')).toMatchObject({ potentialAction: { '@type': 'SearchAction' } });
  });

  it('links View More to ?page=2 in the HTML, and renders ?page=2 with the first two pages', async () => {
    const total = (await listProducts(shop.database.db, { tag: 'newarrival' }, 1, 8)).totalCount;
    const listed = (html: string) => (jsonLd(html).find((entry) => entry['@type'] === 'ItemList') as { itemListElement: unknown[] }).itemListElement.length;
    const first = (await page('/new-arrivals')).body;
    expect(listed(first)).toBe(Math.min(8, total));
    if (total > 8) expect(first).toMatch(/<a [^>]*href="\/new-arrivals\?page=2"[^>]*>View More<\/a>/);
    const second = (await page('/new-arrivals?page=2')).body;
    expect(listed(second)).toBe(Math.min(16, total));
    expect(second).toContain(total > 16 ? 'View More' : 'All Products Loaded');
  });
});

describe('the search results page', () => {
  const hitNames = (html: string) => [...html.matchAll(/<h3 class="[^"]*">([^<]*)<\/h3>/g)].map((match) => match[1]);

  it('lists the first eight hits with the count, its own title, noindex and a ?page=2 link', async () => {
    const found = await searchVariants(shop.database.db, 'hodie', 1, 8);
    expect(found.totalCount).toBeGreaterThan(0);
    const answer = await page('/search?q=hodie');
    expect(answer.statusCode).toBe(200);
    const html = answer.body;
    expect(html).toContain(`<title>Search results for “hodie” · Bhopal Threads</title>`);
    expect(metaContent(html, 'description')).toContain('“hodie”');
    expect(metaContent(html, 'robots')).toBe('noindex, follow');
    expect(html).toContain(`${found.totalCount} products for &quot;hodie&quot;`);
    expect(hitNames(html)).toEqual(found.data.map((hit) => hit.name));
    // The header's box holds the term, in a GET form to this page that works without JavaScript.
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/search"[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="hodie"/);
    if (found.totalCount > 8) {
      expect(html).toMatch(/<a [^>]*href="\/search\?q=hodie&amp;page=2"[^>]*>View More<\/a>/);
      const second = (await page('/search?q=hodie&page=2')).body;
      expect(hitNames(second)).toHaveLength(Math.min(16, found.totalCount));
    }
  });

  it("says 'No results found' with suggestions to try, and asks for a term when there is none", async () => {
    const html = (await page('/search?q=kurta')).body;
    expect(html).toContain('No results found');
    const { suggestions } = await searchVariants(shop.database.db, 'kurta', 1, 8);
    for (const word of suggestions ?? []) expect(html).toContain(`>${word}</a>`);
    expect(html).toContain('Try:');

    const empty = await page('/search');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('Type what you are looking for');
  });
});

describe('addresses', () => {
  it('answer HTML to */* and to no Accept; the API and asset paths answer JSON 404s', async () => {
    for (const headers of [{ accept: '*/*' }, {}] as Record<string, string>[]) {
      const answer = await page('/', headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('text/html');
    }
    const api = await page('/api/nothing-here', {});
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    const asset = await page('/assets/nothing-here.js', { accept: '*/*' });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toContain('application/json');
  });

  it('answers an unknown path 404 with the error screen', async () => {
    const answer = await page('/no-such-page');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain('Unexpected Application Error!');
    expect(answer.body).toContain('404 Not Found');
  });

  it('answers a moved or guessed page address 301 to the page it means', async () => {
    const faq = await page('/faq');
    expect(faq.statusCode).toBe(301);
    expect(faq.headers.location).toBe('/faquetions');
    const slash = await page('/trending/?page=2', {});
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/trending?page=2');
    // The spec's own address answers its screen, and the API never redirects.
    expect((await page('/faquetions')).statusCode).toBe(200);
    expect((await page('/api/api/v1/banner/', { accept: 'application/json' })).statusCode).not.toBe(301);
  });

  it('never rate-limits plain GET / polls as 404 probes', async () => {
    for (let poll = 0; poll < 120; poll += 1) {
      const answer = await page('/', {});
      expect(answer.statusCode).toBe(200);
    }
  });
});

describe("visitors' pages", () => {
  it('are finished bytes: the same ETag again, gzip and brotli ready, 304 on revalidation', async () => {
    const first = await page('/terms');
    const again = await page('/terms');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await page('/terms', { accept: 'text/html', 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    expect((await page('/terms', { accept: 'text/html', 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await page('/terms', { accept: 'text/html', 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
  });

  it('show an edited product at once: a catalogue write drops the cached page', async () => {
    const { card, path } = await firstProduct();
    expect((await page(path)).body).toContain(card.name);
    const renamed = `${card.name} Reloaded`;
    await shop.database.db.update(products).set({ name: renamed }).where(eq(products.id, card._id));
    await shop.app.catalogueCache.changed();
    expect((await page(path)).body).toContain(renamed);
    await shop.database.db.update(products).set({ name: card.name }).where(eq(products.id, card._id));
    await shop.app.catalogueCache.changed();
  });

  it('send a signed-in shopper from login and sign-up on with a redirect, only ever within the shop', async () => {
    const { browser } = await signUp(shop);
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const login = await page('/login?redirect=%2Fcart', { accept: 'text/html', cookie });
    expect([login.statusCode, login.headers.location, login.headers['cache-control']]).toEqual([302, '/cart', 'private, no-store']);
    const signup = await page('/signup?redirect=//evil.example/', { accept: 'text/html', cookie });
    expect([signup.statusCode, signup.headers.location]).toEqual([302, '/']);
    // A visitor gets the screen itself.
    const visitor = await page('/login?redirect=%2Fcart');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('Log In');
  });

  it("draw a signed-in shopper's cart into the page, for the header, /cart and Checkout all", async () => {
    const { browser } = await signUp(shop);
    const { card } = await firstProduct();
    expect((await browser.post('/cart/add', { productId: card._id, variantId: card.variantId })).status).toBe(200);
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    for (const url of ['/cart', '/checkout/cart']) {
      const html = (await page(url, { accept: 'text/html', cookie })).body;
      const body = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="shop-state"'));
      expect(body, url).toContain(card.name);
      expect(body, url).not.toContain('Loading...');
      const state = JSON.parse(/<script type="application\/json" id="shop-state">([^<]*)<\/script>/.exec(html)![1]!) as {
        queries: { queries: { queryKey: unknown[]; state: { data: { products: { productId: string }[] } } }[] };
      };
      const cart = state.queries.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(['Cart']));
      expect(cart?.state.data.products.map((line) => line.productId), url).toEqual([card._id]);
    }
  });

  it("draw a signed-in shopper's orders into My Orders, and a visitor's My Orders has none", async () => {
    const { browser, email } = await signUp(shop);
    const line = await stockedLine(shop.database.db, 5, 2);
    const placed = await browser.post('/order/cod', draftFor(line, 1, email));
    expect(placed.status).toBe(200);
    const order = placed.body.data as { _id: string; trackingId: string };
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const mine = await page('/user-orders', { accept: 'text/html', cookie });
    expect(mine.headers['cache-control']).toContain('no-store');
    const body = mine.body.slice(mine.body.indexOf('<div id="root">'), mine.body.indexOf('id="shop-state"'));
    expect(body).toContain(order.trackingId);
    expect(body).not.toContain('Loading');
    const state = JSON.parse(/<script type="application\/json" id="shop-state">([^<]*)<\/script>/.exec(mine.body)![1]!) as {
      queries: { queries: { queryKey: unknown[]; state: { data: { trackingId: string }[] } }[] };
    };
    const orders = state.queries.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(['PaymentStatus', 'orders']));
    expect(orders?.state.data.map((row) => row.trackingId)).toEqual([order.trackingId]);
    const visitor = await page('/user-orders');
    expect(visitor.body).not.toContain(order.trackingId);
  });

  it("never carry a signed-in shopper's name or email", async () => {
    const { browser, email } = await signUp(shop);
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const mine = await page('/', { accept: 'text/html', cookie });
    expect(mine.headers['cache-control']).toContain('no-store');
    expect(mine.body).toContain(email);
    for (const url of ['/', '/cart', '/terms']) {
      const visitor = await page(url);
      expect(visitor.body).not.toContain(email);
      expect(visitor.body).not.toContain(PROFILE.address);
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every visible product and no hidden one, and robots.txt names it', async () => {
    const { card } = await firstProduct();
    await shop.database.db.update(products).set({ hidden: true }).where(eq(products.id, card._id));
    await shop.app.catalogueCache.changed();
    try {
      const xml = (await page('/sitemap.xml', {})).body;
      const rows = await shop.database.db.select({ id: products.id }).from(products).where(eq(products.hidden, false));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(xml).toContain(`/display/${row.id}/`);
      expect(xml).not.toContain(`/display/${card._id}/`);
      expect(xml).toContain('<lastmod>');
      expect((await page(`/display/${card._id}/${card.variantId}`)).statusCode).toBe(404);
    } finally {
      await shop.database.db.update(products).set({ hidden: false }).where(eq(products.id, card._id));
      await shop.app.catalogueCache.changed();
    }
    const robots = (await page('/robots.txt', {})).body;
    expect(robots).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
  });
});

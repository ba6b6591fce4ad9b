import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './support/test-app';

const API = '/api/api/v1';
let shop: TestShop;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>');
  // Vite's build manifest as a build writes it: the entry, its shared chunks, the screens.
  mkdirSync(path.join(webRoot, '.vite'));
  writeFileSync(
    path.join(webRoot, '.vite/manifest.json'),
    JSON.stringify({
      'main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_grid-1.js': { file: 'assets/grid-1.js', imports: ['_react-1.js', '_money-1.js'] },
      '_money-1.js': { file: 'assets/money-1.js' },
      'features/catalogue/components/home.tsx': { file: 'assets/home-1.js', isDynamicEntry: true, imports: ['_grid-1.js', 'main.tsx'] },
      'features/product/components/product-page.tsx': { file: 'assets/product-page-1.js', isDynamicEntry: true, imports: ['_money-1.js'] },
    }),
  );
  shop = await startTestShop({ webRoot });
});
afterAll(async () => {
  await shop?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const page = (url: string) => shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** The API answers the server put in the page, as the storefront reads them. */
function preloadedData(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="shop-preloaded-data">([^<]*)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe("preloads of a page's screen chunk", () => {
  const modulePreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

  it('names the screen and the chunks it imports, but not what the entry already brings', async () => {
    expect(modulePreloads((await page('/')).body).sort()).toEqual(['/assets/grid-1.js', '/assets/home-1.js', '/assets/money-1.js']);
    expect(modulePreloads((await page('/display/p1/v1')).body).sort()).toEqual(['/assets/money-1.js', '/assets/product-page-1.js']);
  });

  it('names nothing for a screen it does not preload', async () => {
    expect(modulePreloads((await page('/terms')).body)).toEqual([]);
    expect(modulePreloads((await page('/cart')).body)).toEqual([]);
  });
});

describe('the built files', () => {
  it('serves an asset written after the server started (a rebuild), but never the build manifest', async () => {
    mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
    writeFileSync(path.join(webRoot, 'assets/rebuilt-2.js'), 'export const rebuilt = 2;');
    const asset = await shop.app.inject({ method: 'GET', url: '/assets/rebuilt-2.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('export const rebuilt = 2;');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await shop.app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
    // '/assets/..' is '/': the storefront's page (HTML to a client without Accept, issue 17), never a listing.
    const parent = await shop.app.inject({ method: 'GET', url: '/assets/..' });
    expect(parent.statusCode === 404 || parent.headers['content-type'] === 'text/html; charset=utf-8').toBe(true);
    expect(parent.body).not.toContain('rebuilt-2.js');
    expect((await shop.app.inject({ method: 'GET', url: '/assets/%2e%2e%2findex.html' })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: '/assets/missing-1.js' })).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('preloads of the largest picture in index.html', () => {
  it('home preloads the first banner with the carousel\'s srcset and sizes', async () => {
    const banners = (await shop.app.inject({ method: 'GET', url: `${API}/banner` })).json().data as { imagePath: string }[];
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const link = /<link rel="preload" as="image"[^>]*>/.exec(response.body)?.[0];
    expect(link).toBeDefined();
    expect(link).toContain(`href="${API}/document/${banners[0]!.imagePath}?w=960"`);
    expect(link).toContain(`${API}/document/${banners[0]!.imagePath}?w=320 320w`);
    expect(link).toContain('imagesizes="(min-width: 1280px) 1280px, 100vw"');
    expect(response.body.indexOf(link!)).toBeLessThan(response.body.indexOf('</head>'));
    expect(preloadedData(response.body)).toEqual({ banners });
  });

  it("a product page preloads its colour's first photo; an unknown colour falls back to the first", async () => {
    const card = (await shop.app.inject({ method: 'GET', url: `${API}/product/tags/newarrival?limit=1` })).json().data.products[0] as {
      _id: string;
      variantId: string;
      images: string[];
    };
    const response = await page(`/display/${card._id}/${card.variantId}`);
    expect(response.body).toContain(`href="${API}/document/${card.images[0]}?w=960"`);

    const detail = (await shop.app.inject({ method: 'GET', url: `${API}/product/product/${card._id}` })).json().data as { variants: { images: string[] }[] };
    expect(preloadedData(response.body)).toEqual({ [`product:${card._id}`]: detail });
    const fallback = await page(`/display/${card._id}/no-such-colour`);
    expect(fallback.body).toContain(`href="${API}/document/${detail.variants[0]!.images[0]}?w=960"`);
  });

  it("a listing preloads its first card's cover", async () => {
    for (const [url, tag] of [['/new-arrivals', 'newarrival'], ['/trending', 'trending']]) {
      const card = (await shop.app.inject({ method: 'GET', url: `${API}/product/tags/${tag}?limit=1` })).json().data.products[0] as { images: string[] };
      const response = await page(url!);
      expect(response.body).toContain(`href="${API}/document/${card.images[0]}?w=960"`);
      const firstPage = (await shop.app.inject({ method: 'GET', url: `${API}/product/tags/${tag}?page=1&limit=8` })).json().data;
      expect(preloadedData(response.body)).toEqual({ [`tag:${tag}:1`]: firstPage });
      expect(response.body).toContain('imagesizes="(min-width: 1024px) 25vw, (min-width: 720px) 33vw, 50vw"');
    }
  });

  it('a product name cannot close the data element or inject markup', async () => {
    const card = (await shop.app.inject({ method: 'GET', url: `${API}/product/tags/newarrival?limit=1` })).json().data.products[0] as { _id: string; variantId: string };
    const hostile = '</script><script>alert(1)</script><!--';
    await shop.database.db.execute(sql`update products set name = ${hostile} where id = ${card._id}`);
    await shop.app.catalogueCache.changed();
    const response = await page(`/display/${card._id}/${card.variantId}`);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
    expect((preloadedData(response.body)[`product:${card._id}`] as { name: string }).name).toBe(hostile);
  });

  it('other pages, unknown products and odd addresses get the plain page', async () => {
    for (const url of ['/upper-wear', '/display/not-a-uuid/x', '/display/00000000-0000-4000-8000-000000000000/x']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('rel="preload"');
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './support/test-app';

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

describe('a build without the server entry', () => {
  it('answers every page with index.html, revalidated', async () => {
    for (const url of ['/', '/upper-wear', '/display/not-a-uuid/x']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });
});

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
    // '/assets/..' is '/': the storefront's page (HTML to a client without Accept), never a listing.
    const parent = await shop.app.inject({ method: 'GET', url: '/assets/..' });
    expect(parent.statusCode === 404 || parent.headers['content-type'] === 'text/html; charset=utf-8').toBe(true);
    expect(parent.body).not.toContain('rebuilt-2.js');
    expect((await shop.app.inject({ method: 'GET', url: '/assets/%2e%2e%2findex.html' })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: '/assets/missing-1.js' })).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

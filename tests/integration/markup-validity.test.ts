import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStorefrontBuilt } from '../../src/server/cli/storefront-build';
import { WEB_ROOT } from '../../src/server/runtime';
import { listProducts } from '../../src/server/services/catalogue/queries';
import { markupProblems as problemsIn } from '../support/markup-check';
import { startTestShop, type TestShop } from './support/test-app';

// The server-rendered HTML of the storefront's pages, as an outside validator sees it
// (tests/support/markup-check.ts: html-validate's standard and accessibility rules). The DOM
// after hydration, the studio's panels included, is checked by tests/e2e/markup.spec.ts.

let shop: TestShop;
beforeAll(async () => {
  expect(ensureStorefrontBuilt()).toBe(true);
  shop = await startTestShop({ webRoot: WEB_ROOT });
}, 300_000);
afterAll(async () => shop?.close());

async function html(url: string): Promise<string> {
  const answer = await shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(answer.statusCode, url).toBe(200);
  return answer.body;
}

describe('server-rendered markup', () => {
  it('has no html-validate error on home, listings (sorted and filtered too), a product page, search and the studio', async () => {
    const card = (await listProducts(shop.database.db, { tag: 'newarrival' }, 1, 1)).products[0]!;
    const pages = [
      '/',
      '/new-arrivals',
      '/new-arrivals?sort=price-asc&size=M&size=XL&price=500-999',
      '/trending?sort=rating',
      '/upper-wear?tab=hoodie&sort=discount',
      `/new-arrivals?color=${encodeURIComponent(card.color)}&price=2000-plus`,
      `/display/${card._id}/${card.variantId}`,
      '/search?q=hodie',
      '/search?q=tee&sort=price-desc&size=L',
      '/search?q=kurta',
      '/customized',
    ];
    const found: Record<string, string[]> = {};
    for (const url of pages) {
      const problems = await problemsIn(await html(url));
      if (problems.length) found[url] = problems;
    }
    expect(found).toEqual({});
  });

  it('would catch the faults the checkers reported (the guard is not blind)', async () => {
    const page = (body: string) =>
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body><main>${body}</main></body></html>`;
    expect(await problemsIn(page('<h1>Listing</h1><p>x</p>'))).toEqual([]);
    // An h3 right after the h1 (a listing's cards with no h2 between).
    expect((await problemsIn(page('<h1>Listing</h1><ul><li><h3>Tee</h3></li></ul>'))).join()).toMatch(/heading-level/);
    // aria-disabled on a label (the studio's upload button).
    expect((await problemsIn(page('<label for="f" aria-disabled="true">Upload</label><input id="f" type="file">'))).join()).toMatch(/widget-state/);
    expect(await problemsIn(page('<button type="button" aria-disabled="true">Zoom out</button>'))).toEqual([]);
    // A redundant role on a list.
    expect((await problemsIn(page('<ul role="list"><li>a</li></ul>'))).join()).toMatch(/no-redundant-role/);
    // A filter form without a submit button (pa11y's H32.2 on the listings).
    expect((await problemsIn(page('<form action="/new-arrivals"><label><input type="checkbox" name="size" value="M"> M</label></form>'))).join()).toMatch(/wcag\/h32/);
  });
});

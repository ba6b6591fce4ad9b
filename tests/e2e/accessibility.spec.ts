import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { unwrap } from '../../src/api/client';
import { shopApi } from './support/api';

async function firstProductPath(request: APIRequestContext): Promise<string> {
  const list = await unwrap(shopApi(request).GET('/product/tags/{tag}', { params: { path: { tag: 'newarrival' }, query: { page: 1, limit: 1 } } }));
  const card = list.products[0]!;
  return `/display/${card._id}/${card.variantId}`;
}

const pages: [string, (request: APIRequestContext) => Promise<string>][] = [
  ['home', async () => '/'],
  ['listing', async () => '/new-arrivals'],
  ['search results', async () => '/search?q=hodie'],
  ['product', firstProductPath],
  ['login', async () => '/login'],
  ['sign-up', async () => '/signup'],
];

for (const [name, path] of pages) {
  test(`${name} has no serious or critical accessibility violations`, async ({ page, request }) => {
    await page.goto(await path(request));
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
    expect(serious).toEqual([]);
  });
}
